import { type CampusEvent, EVENT_MESSAGES, errorMessage, type Rsvp } from '@campus/sdk';
import { Text } from 'ink';
import type { Route } from '../../shell/routes.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { Tone } from '../../shell/theme.js';
import { ListScreen } from '../list-screen.js';

/** The events I own, any status (GET /user/owner-events). */
export function EventsScreen() {
  const { client } = useServices();
  const navigation = useNavigation();
  return (
    <ListScreen
      title="My events"
      load={() => client.events.owned()}
      deps={[]}
      items={(events) => events}
      failed={EVENT_MESSAGES.loadFailed}
      empty="No events"
      text={(event: CampusEvent) => event.title}
      rowKey={(event) => event.id}
      row={(event) => (
        <Text wrap="truncate-end">
          <Text bold>{event.title}</Text>
          <Text dimColor>
            {' '}
            · {event.status} · {event.date}
          </Text>
        </Text>
      )}
      keys={[['enter', 'open']]}
      onKey={(_input, key, event) => {
        if (!key.return || !event) return false;
        navigation.push({ name: 'event', eventId: event.id, title: event.title });
        return true;
      }}
    />
  );
}

const STATUS_COLORS = { approved: 'green', pending: 'yellow', denied: 'red' } as const;
const who = (rsvp: Rsvp) =>
  rsvp.user ? `${rsvp.user.first_name} ${rsvp.user.last_name} (${rsvp.user.username})` : '';

/** An event's attendees with their RSVP status: a approves, d denies. */
export function EventScreen({ route }: { route: Extract<Route, { name: 'event' }> }) {
  const { client } = useServices();
  const navigation = useNavigation();
  const setStatus = async (rsvp: Rsvp, status: 'approved' | 'denied', reload: () => void) => {
    try {
      await client.attendees.setStatus(route.eventId, rsvp.id, { status });
      navigation.notify(`${who(rsvp)}: ${status}.`);
      reload();
    } catch (error) {
      navigation.notify(errorMessage(error, EVENT_MESSAGES.updateRsvpStatusFailed), 'error');
    }
  };
  return (
    <ListScreen
      title={`Event: ${route.title} · attendees`}
      load={() => client.attendees.list(route.eventId)}
      deps={[route.eventId]}
      items={(report) => report.rsvps}
      failed={EVENT_MESSAGES.loadAttendeesFailed}
      empty="No attendees"
      text={who}
      rowKey={(rsvp) => rsvp.id}
      row={(rsvp) => (
        <Text wrap="truncate-end">
          <Tone color={STATUS_COLORS[rsvp.status]}>{`[${rsvp.status}]`.padEnd(11)}</Tone>
          {who(rsvp)}
          <Text dimColor>
            {' '}
            · {rsvp.response} · {rsvp.quantity}
          </Text>
        </Text>
      )}
      keys={[
        ['a', 'approve the RSVP'],
        ['d', 'deny the RSVP'],
      ]}
      onKey={(input, _key, rsvp, reload) => {
        if (input === 'a' && rsvp) void setStatus(rsvp, 'approved', reload);
        else if (input === 'd' && rsvp) void setStatus(rsvp, 'denied', reload);
        else return false;
        return true;
      }}
    />
  );
}
