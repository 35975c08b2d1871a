import { EVENT_MESSAGES, EVENTS_PAGE_SIZE, paths } from '@campus/sdk';
import { EventListView } from '../components/event-list-view';

/** /events: upcoming events (today and later), 6 a page. */
export function EventsPage() {
  return (
    <EventListView
      when="upcoming"
      title="Upcoming Events"
      perPage={EVENTS_PAGE_SIZE}
      noun="upcoming events"
      loadFailed={EVENT_MESSAGES.loadFailed}
      emptyTitle="No Upcoming Events"
      emptyText="Check back later for new events!"
      otherLink={{ to: paths.pastEvents(), label: 'View Past Events' }}
    />
  );
}

export default EventsPage;
