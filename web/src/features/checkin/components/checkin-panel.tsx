import { ATTENDANCE_STATUS_LABELS, errorMessage, type CheckinPanel as Panel } from '@campus/sdk';
import {
  Anchor,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  List,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { type CheckinTargetRef, useCheckinSettings, useRegenerateCode } from '../api/mutations';
import { CHECKIN_TEXT, checkinTime, METHOD_LABELS, WINDOW_COLORS, WINDOW_LABELS } from './checkin-text';

const fullName = (user: Panel['checked_in'][number]['user']) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;

/** The opening minutes, saved with its own button (0 to 1440). */
function OpensField({ target, minutes }: { target: CheckinTargetRef; minutes: number }) {
  const [value, setValue] = useState<string | number>(minutes);
  const save = useCheckinSettings(target);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ checkin_opens_minutes: Number(value) });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput
          label={CHECKIN_TEXT.opensLabel}
          value={value}
          onChange={(next) => {
            save.reset();
            setValue(next);
          }}
          min={0}
          max={1440}
          allowDecimal={false}
          w={220}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {CHECKIN_TEXT.saveSettings}
        </Button>
        {save.isSuccess && (
          <Text size="sm" fw={600} role="status">
            Saved
          </Text>
        )}
      </Group>
      <ErrorAlert>{save.isError ? errorMessage(save.error, CHECKIN_TEXT.settingsFailed) : null}</ErrorAlert>
    </form>
  );
}

/**
 * The staff's check-in panel of a session or an event: the QR code of the link (people scan it with a phone
 * camera), the link itself to copy or send, the window, who has checked in so far, a new code on demand, and
 * when check-in opens.
 */
export function CheckinPanelView({
  target,
  query,
}: {
  target: CheckinTargetRef;
  query: { data?: Panel; isPending: boolean; isError: boolean };
}) {
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCode(target);

  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading check-in">
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (query.isError || !query.data) return <ErrorAlert>{CHECKIN_TEXT.loadFailed}</ErrorAlert>;
  const panel = query.data;
  const link = panel.url;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="checkin-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="checkin-heading">
            {CHECKIN_TEXT.panelTitle}
          </Title>
          <Badge color={WINDOW_COLORS[panel.window]} variant="light" size="lg">
            {WINDOW_LABELS[panel.window]}
          </Badge>
        </Group>
        <Group align="flex-start" gap="lg" wrap="wrap">
          {/* A white quiet zone keeps the code scannable in dark mode too. */}
          <div style={{ background: '#fff', padding: 12, borderRadius: 8, lineHeight: 0 }}>
            <QRCodeSVG
              value={link}
              size={184}
              marginSize={0}
              role="img"
              aria-label={CHECKIN_TEXT.qrLabel(link)}
            />
          </div>
          <Stack gap="xs" style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Anchor
              href={link}
              target="_blank"
              rel="noreferrer"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="checkin-link"
            >
              {link}
            </Anchor>
            <Group gap="xs">
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? CHECKIN_TEXT.copied : CHECKIN_TEXT.copy}
                  </Button>
                )}
              </CopyButton>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => {
                  regenerate.reset();
                  setConfirming(true);
                }}
              >
                {CHECKIN_TEXT.regenerate}
              </Button>
            </Group>
            {panel.opens_at && panel.closes_at && (
              <Text size="sm">
                Open from {checkinTime(panel.opens_at)} to {checkinTime(panel.closes_at)}; after the start,
                check-ins are marked late.
              </Text>
            )}
            <OpensField target={target} minutes={panel.checkin_opens_minutes} />
          </Stack>
        </Group>
        <Stack gap={4} aria-live="polite">
          <Text fw={600}>{CHECKIN_TEXT.count(panel.checked_in.length, panel.expected)}</Text>
          {panel.checked_in.length === 0 ? (
            <Text c="dimmed">{CHECKIN_TEXT.nobodyYet}</Text>
          ) : (
            <List spacing={4} aria-label="Checked in" listStyleType="none">
              {panel.checked_in.map((entry) => (
                <List.Item key={entry.user.id}>
                  <Group gap="xs" wrap="wrap">
                    <Text span fw={500}>
                      {fullName(entry.user)}
                    </Text>
                    <Badge size="sm" variant="light" color={entry.status === 'late' ? 'orange' : 'green'}>
                      {ATTENDANCE_STATUS_LABELS[entry.status]}
                    </Badge>
                    <Text span size="sm" c="dimmed">
                      {checkinTime(entry.checked_in_at)}, {METHOD_LABELS[entry.method]}
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          <Text size="xs" c="dimmed">
            {CHECKIN_TEXT.refreshNote}
          </Text>
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={CHECKIN_TEXT.regenerateTitle}
        confirmLabel={CHECKIN_TEXT.regenerate}
        pending={regenerate.isPending}
        error={regenerate.isError ? errorMessage(regenerate.error, CHECKIN_TEXT.regenerateFailed) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => regenerate.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        {CHECKIN_TEXT.regenerateBody}
      </ConfirmDialog>
    </Card>
  );
}
