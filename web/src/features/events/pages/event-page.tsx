import {
  ApiError,
  type CampusEvent,
  EVENT_MESSAGES,
  errorMessage,
  formatTimeRange,
  hasEventEnded,
  paths,
} from '@campus/sdk';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { CalendarIcon, ClockIcon, PinIcon } from '../../../components/icons';
import { RichHtml } from '../../../components/rich-html';
import { loginPathReturningTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EventGallery } from '../../event-gallery';
import { useLiveSeats } from '../../live';
import { EventWaitlist } from '../../waitlist';
import { useEvent } from '../api/get-event';
import { EndedEventActions } from '../components/ended-event-actions';
import { EventDetailSkeleton } from '../components/event-detail-skeleton';
import { EventNotFound } from '../components/event-not-found';
import { EventPhoto } from '../components/event-photo';
import { EventPricing } from '../components/event-pricing';
import { FreeRegistrationActions } from '../components/free-registration-actions';
import { PaidEventActions } from '../components/paid-event-actions';
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
  const published = event.status === 'published';
  // A guest who registers for a free event signs in first; buying tickets needs no sign-in until checkout.
  const toLogin = () => navigate(loginPathReturningTo(paths.event(event.id)));
  let actions: ReactNode;
  // The browser's clock and zone stand in for the platform's; the server checks again on every purchase.
  if (published && hasEventEnded(event, new Date())) {
    actions = <EndedEventActions event={event} />;
  } else if (published && !event.is_free) {
    actions = <PaidEventActions event={event} />;
  } else if (published && isSignedIn) {
    actions = <FreeRegistrationActions event={event} />;
  } else {
    actions = (
      <Group gap="sm">
        <Button component={Link} to={paths.events()} variant="default">
          Back to Events
        </Button>
        {published && !isSignedIn && <Button onClick={toLogin}>Register for Free</Button>}
      </Group>
    );
  }

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

      {actions}

      <EventWaitlist event={event} />
    </Stack>
  );
}

/** /event/{id}: the event's detail (spec section 2). */
export function EventPage() {
  const eventId = Number(useParams().id);
  const query = useEvent(eventId);
  // Seats and tickets left stay current while the page is open (watched once the event has loaded).
  useLiveSeats('event', query.isSuccess ? eventId : undefined);
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
