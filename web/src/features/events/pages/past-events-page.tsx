import { EVENT_MESSAGES, PAST_EVENTS_PAGE_SIZE, paths } from '@campus/sdk';
import { EventListView } from '../components/event-list-view';

/** /past-events: events before today, most recent first, 12 a page. */
export function PastEventsPage() {
  return (
    <EventListView
      when="past"
      title="Past Events"
      perPage={PAST_EVENTS_PAGE_SIZE}
      noun="past events"
      loadFailed={EVENT_MESSAGES.loadPastFailed}
      emptyTitle="No Past Events"
      emptyText="Events that have taken place will appear here."
      otherLink={{ to: paths.events(), label: 'Back to Upcoming Events' }}
    />
  );
}

export default PastEventsPage;
