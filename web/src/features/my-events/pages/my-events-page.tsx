import { type CampusEvent, canCreateEvent, paths } from '@campus/sdk';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyWaitlistsSection } from '../../waitlist';
import { useOwnedEvents } from '../api/queries';
import { AttendeesModal } from '../components/attendees-modal';
import { ChildrenEventsSection } from '../components/children-events-section';
import { DeleteEventDialog } from '../components/delete-event-dialog';
import { EventOwnersModal } from '../components/event-owners-modal';
import { MyRsvpsSection } from '../components/my-rsvps-section';
import { OwnedEventsSection } from '../components/owned-events-section';

type Opened = { kind: 'owners' | 'attendees' | 'delete'; eventId: number } | null;

/** The dashboard's My Events tab (spec section 2). */
export function MyEventsPage() {
  useDocumentTitle('My Events');
  const { user } = useSession();
  const owned = useOwnedEvents();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  // The modals follow the event in the list, so a refetch (e.g. after publishing) shows the new state.
  const openEvent: CampusEvent | null =
    (opened && owned.data?.find((event) => event.id === opened.eventId)) || null;
  const eventFor = (kind: NonNullable<Opened>['kind']) => (opened?.kind === kind ? openEvent : null);
  const open = (kind: NonNullable<Opened>['kind']) => (event: CampusEvent) =>
    setOpened({ kind, eventId: event.id });

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2}>My Events</Title>
        {canCreateEvent(user) && (
          <Button component={Link} to={paths.createEvent()}>
            Create Event
          </Button>
        )}
      </Group>
      <OwnedEventsSection
        onOwners={open('owners')}
        onAttendees={open('attendees')}
        onDelete={open('delete')}
      />
      <MyRsvpsSection />
      <MyWaitlistsSection kind="event" />
      <ChildrenEventsSection />

      <EventOwnersModal event={eventFor('owners')} onClose={close} />
      <AttendeesModal event={eventFor('attendees')} onClose={close} />
      <DeleteEventDialog event={eventFor('delete')} onClose={close} />
    </Stack>
  );
}

export default MyEventsPage;
