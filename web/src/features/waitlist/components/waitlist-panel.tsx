import { type EventWaitlistJoinInput, errorMessage, type WaitlistParent } from '@campus/sdk';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { loginPathReturningTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session/session-context';
import { useJoinWaitlist } from '../api/mutations';
import { useMyWaitlistEntry } from '../api/queries';
import { EntryBadge, WaitlistEntryView } from './waitlist-entry-view';

const JOIN_FAILED = 'Failed to join the waitlist';

/** One way to join: the whole event or course, or one sold-out ticket type of a paid event. */
export interface JoinOption {
  key: string;
  label: string;
  /** The accessible name when the label alone is ambiguous. */
  ariaLabel?: string;
  input: EventWaitlistJoinInput;
}

interface WaitlistPanelProps {
  parent: WaitlistParent;
  /** The ways to join while it is full; empty when there is a place (the panel then shows only an entry). */
  joinOptions: JoinOption[];
  /** The reader already has a place (an RSVP or an enrollment): nothing to join. */
  attending: boolean;
}

/**
 * The waitlist of a full event, ticket type or course on its page: a guest is asked to sign in; a
 * signed-in reader joins, then sees their place in line and can leave, or their offer to claim.
 */
export function WaitlistPanel({ parent, joinOptions, attending }: WaitlistPanelProps) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const headingId = useId();
  const entryQuery = useMyWaitlistEntry(parent);
  const join = useJoinWaitlist(parent);
  const entry = entryQuery.data ?? null;
  const full = joinOptions.length > 0;

  if (!isSignedIn) {
    if (!full) return null;
    return (
      <Frame headingId={headingId}>
        <Text>It is full. Sign in to join the waitlist and be offered the next free place.</Text>
        <Group>
          <Button variant="light" onClick={() => navigate(loginPathReturningTo(location.pathname))}>
            Sign in to join the waitlist
          </Button>
        </Group>
      </Frame>
    );
  }
  if (entryQuery.isPending) {
    return full ? <Skeleton height={96} radius="md" role="status" aria-label="Loading the waitlist" /> : null;
  }
  if (entryQuery.isError) {
    // Without a way to join there is nothing to offer: a failed look-up stays quiet.
    if (!full) return null;
    return <ErrorAlert>{errorMessage(entryQuery.error, 'Failed to load the waitlist')}</ErrorAlert>;
  }
  if (entry) {
    return (
      <Frame headingId={headingId} badge={<EntryBadge entry={entry} />}>
        <WaitlistEntryView entry={entry} />
      </Frame>
    );
  }
  if (!full || attending) return null;

  const joining = (option: JoinOption) =>
    join.isPending && (join.variables?.ticket_type_id ?? null) === (option.input.ticket_type_id ?? null);
  const onJoin = (option: JoinOption) => join.mutate(option.input);
  return (
    <Frame headingId={headingId}>
      <Text>It is full. Join the waitlist to be offered the next free place, first come first served.</Text>
      <Group gap="sm" wrap="wrap">
        {joinOptions.map((option) => (
          <Button
            key={option.key}
            variant="light"
            onClick={() => onJoin(option)}
            loading={joining(option)}
            disabled={join.isPending && !joining(option)}
            aria-label={option.ariaLabel}
          >
            {option.label}
          </Button>
        ))}
      </Group>
      <ErrorAlert>{join.isError ? errorMessage(join.error, JOIN_FAILED) : null}</ErrorAlert>
    </Frame>
  );
}

function Frame({
  headingId,
  badge,
  children,
}: {
  headingId: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            Waitlist
          </Title>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
