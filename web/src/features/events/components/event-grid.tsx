import type { CampusEvent } from '@campus/sdk';
import { CardGrid } from '../../../components/card-grid';
import { EventCard } from './event-card';

export { CardGridSkeleton as EventGridSkeleton } from '../../../components/card-grid';

/** Event cards in a responsive grid, as a list. */
export function EventGrid({ events, headingOrder = 2 }: { events: CampusEvent[]; headingOrder?: 2 | 3 }) {
  return (
    <CardGrid
      items={events}
      renderCard={(event) => <EventCard event={event} headingOrder={headingOrder} />}
    />
  );
}
