import {
  ApiError,
  type CampusEvent,
  EVENT_MESSAGES,
  errorMessage,
  formatTimeRange,
  paths,
  seatsLeft,
} from '@campus/sdk';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { CalendarIcon, ClockIcon, PinIcon } from '../../../components/icons';
import { RichHtml } from '../../../components/rich-html';
import { loginPathReturningTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EventGallery } from '../../event-gallery';
import { useEvent } from '../api/get-event';
import { useMyRsvp } from '../api/rsvps';
import { EventDetailSkeleton } from '../components/event-detail-skeleton';
import { EventNotFound } from '../components/event-not-found';
import { EventPhoto } from '../components/event-photo';
import { EventPricing } from '../components/event-pricing';
import { RegistrationModal } from '../components/registration-modal';
import { RegistrationStatus } from '../components/registration-status';
import { eventDates, eventPlace } from '../lib/event-text';

const STATUS_LABELS: Record<string, string> = { pending: 'Pending Approval', draft: 'Draft' };

function StatusBadge({ status }: { status: CampusEvent['status'] }) {
  if (status === 'published') return null;
  return (
    <Stack gap="xs">
      <Badge
        color={status === 'pending' ? 'yellow' : 'gray'}
        variant="dot"
        size="lg"
        style={{ overflow: 'visible' }}
      >
        {STATUS_LABELS[status] ?? status}
      </Badge>
      {status === 'pending' && (
        <Alert color="yellow" variant="light">
          This event is awaiting approval from an administrator. It is not visible to others until it is
          published.
        </Alert>
      )}
    </Stack>
  );
}

function InfoCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text span c="blue" lh={0} mt={2}>
          {icon}
        </Text>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {children}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

function EventDetail({ event }: { event: CampusEvent }) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const place = eventPlace(event);
  // A guest is sent to sign in first; buying for signed-in users arrives with the cart.
  const toLogin = () => navigate(loginPathReturningTo(paths.event(event.id)));
  const canRegister = isSignedIn && event.is_free && event.status === 'published';

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Card withBorder radius="md" padding={0}>
          <EventPhoto photo={event.main_photo} size="large" height={{ base: 200, sm: 320 }} />
        </Card>
        <Stack gap={6}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <PinIcon />
            <Text c="dimmed">{place}</Text>
          </Group>
        </Stack>
        <StatusBadge status={event.status} />
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <InfoCard icon={<CalendarIcon size={20} />} label="Date">
          {eventDates(event)}
        </InfoCard>
        <InfoCard icon={<ClockIcon size={20} />} label="Time">
          {formatTimeRange(event.event_start_time, event.event_end_time) || 'Time TBD'}
        </InfoCard>
        <InfoCard icon={<PinIcon size={20} />} label="Location">
          {place}
        </InfoCard>
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="event-about-heading">
        <Title order={2} size="h3" id="event-about-heading">
          About This Event
        </Title>
        {event.description?.trim() ? (
          <RichHtml html={event.description} headingOffset={2} />
        ) : (
          <Text c="dimmed">No description provided.</Text>
        )}
      </Stack>

      <EventGallery event={event} />

      <EventPricing event={event} />

      {canRegister ? (
        <SelfRegistration event={event} />
      ) : (
        <Group gap="sm">
          <Button component={Link} to={paths.events()} variant="default">
            Back to Events
          </Button>
          {!isSignedIn &&
            (event.is_free ? (
              <Button onClick={toLogin}>Register for Free</Button>
            ) : (
              <Button onClick={toLogin}>Buy Ticket</Button>
            ))}
        </Group>
      )}
    </Stack>
  );
}

/**
 * After registering, the Register for Free button that opened the modal is gone, so the modal cannot
 * hand focus back to it; the new Registration Status panel takes it instead.
 */
function focusPanelIfFocusWasLost() {
  if (document.activeElement && document.activeElement !== document.body) return;
  document.getElementById('registration-heading')?.focus();
}

/** A signed-in user's own RSVP on a free published event: Register for Free, or the status panel. */
function SelfRegistration({ event }: { event: CampusEvent }) {
  // Which modal is open; kept while it closes so its title does not change once the RSVP arrives.
  const [modal, setModal] = useState<{ opened: boolean; editing: boolean }>({
    opened: false,
    editing: false,
  });
  const rsvpQuery = useMyRsvp(event.id);
  const rsvp = rsvpQuery.data ?? null;
  const left = event.seats_taken === undefined ? null : seatsLeft(event, event.seats_taken);
  const open = () => setModal({ opened: true, editing: rsvp !== null });

  return (
    <Stack gap="md">
      {rsvpQuery.isError && (
        <ErrorAlert>{errorMessage(rsvpQuery.error, EVENT_MESSAGES.loadFailed)}</ErrorAlert>
      )}
      {rsvp && <RegistrationStatus rsvp={rsvp} onEdit={open} />}
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={paths.events()} variant="default">
          Back to Events
        </Button>
        {rsvpQuery.isSuccess && !rsvp && (
          <Button onClick={open} disabled={left === 0}>
            Register for Free
          </Button>
        )}
        {left !== null && (
          <Text size="sm" c="dimmed">
            {left === 0 ? 'This event is full.' : `${left} seat${left === 1 ? '' : 's'} left`}
          </Text>
        )}
      </Group>
      <RegistrationModal
        opened={modal.opened}
        eventId={event.id}
        rsvp={modal.editing ? rsvp : null}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
        onClosed={focusPanelIfFocusWasLost}
      />
    </Stack>
  );
}

/** /event/{id}: the event's detail (spec section 2). */
export function EventPage() {
  const eventId = Number(useParams().id);
  const query = useEvent(eventId);
  const notFound = query.isError && query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(query.data?.title ?? (notFound ? 'Event Not Found' : 'Event Details'));

  if (query.isPending) return <EventDetailSkeleton />;
  if (notFound) return <EventNotFound />;
  if (query.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>Event Details</Title>
        <ErrorAlert>{errorMessage(query.error, EVENT_MESSAGES.loadFailed)}</ErrorAlert>
        <Group>
          <Button component={Link} to={paths.events()} variant="default">
            Back to Events
          </Button>
        </Group>
      </Stack>
    );
  }
  return <EventDetail event={query.data} />;
}

export default EventPage;
