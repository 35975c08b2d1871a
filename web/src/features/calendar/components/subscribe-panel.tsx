import { errorMessage, formatDateShort } from '@campus/sdk';
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { useCreateFeed, useRevokeFeed } from '../api/mutations';
import { useFeedStatus } from '../api/queries';
import { activeSince, FEED_TEXT, webcalUrl } from '../lib/feed-text';

const HEADING_ID = 'calendar-subscribe-heading';

/** The new URL, shown once: a read-only field, Copy, the webcal:// link, and the warning that it is secret. */
function NewFeedUrl({ url }: { url: string }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={FEED_TEXT.secretTitle}>
        {FEED_TEXT.secret}
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={FEED_TEXT.urlLabel}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={webcalUrl(url)}>{FEED_TEXT.openInApp}</Anchor>
    </Stack>
  );
}

/**
 * The personal calendar feed: what it is, whether one is active, Create (the URL is shown once; creating
 * again replaces it) and Revoke (after a confirmation).
 */
export function SubscribePanel() {
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const active = status.data?.active ?? false;

  const onCreate = () => {
    revoke.reset();
    create.mutate(undefined, {
      onSuccess: (created) => {
        setShownUrl(created.url);
        notifications.show({ color: 'green', message: FEED_TEXT.created });
      },
    });
  };
  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShownUrl(null);
        setConfirming(false);
        notifications.show({ color: 'green', message: FEED_TEXT.revoked });
      },
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={HEADING_ID}>
          {FEED_TEXT.heading}
        </Title>
        <Text size="sm">{FEED_TEXT.intro}</Text>
        {status.isError ? (
          <ErrorAlert>{errorMessage(status.error, FEED_TEXT.loadFailed)}</ErrorAlert>
        ) : (
          <Text size="sm" fw={500} aria-live="polite">
            {status.isPending
              ? 'Checking your feed…'
              : active && status.data?.created_at
                ? activeSince(formatDateShort(status.data.created_at))
                : FEED_TEXT.none}
          </Text>
        )}
        {shownUrl && <NewFeedUrl url={shownUrl} />}
        {active && !shownUrl && (
          <Text size="sm" c="dimmed">
            {FEED_TEXT.replaces}
          </Text>
        )}
        <ErrorAlert>{create.error ? errorMessage(create.error, FEED_TEXT.createFailed) : null}</ErrorAlert>
        <Group gap="sm">
          <Button onClick={onCreate} loading={create.isPending} disabled={status.isPending}>
            {active ? FEED_TEXT.createAgain : FEED_TEXT.create}
          </Button>
          {active && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {FEED_TEXT.revoke}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={FEED_TEXT.revokeTitle}
        confirmLabel={FEED_TEXT.revoke}
        pending={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error, FEED_TEXT.revokeFailed) : null}
        onConfirm={onRevoke}
        onClose={() => {
          revoke.reset();
          setConfirming(false);
        }}
      >
        {FEED_TEXT.revokeText}
      </ConfirmDialog>
    </Paper>
  );
}
