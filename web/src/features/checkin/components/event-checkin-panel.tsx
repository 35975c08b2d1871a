import { useLiveCheckins } from '../api/live-checkins';
import { useEventCheckin } from '../api/queries';
import { CheckinPanelView } from './checkin-panel';

/** The check-in panel in an event's attendees screen, for its owners; check-ins arrive live. */
export function EventCheckinPanel({ eventId }: { eventId: number }) {
  const poll = useLiveCheckins('event', eventId);
  const query = useEventCheckin(eventId, poll);
  return <CheckinPanelView target={{ kind: 'event', eventId }} query={query} />;
}
