import { EVENT_MESSAGES, errorMessage, type Rsvp } from '@campus/sdk';
import { Text } from 'ink';
import { ListView } from '../../components/list-view.js';
import { LoadView } from '../../components/load-view.js';
import { useList } from '../../components/use-list.js';
import { useLoad } from '../../hooks/use-load.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import type { Route } from '../../shell/routes.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { Tone } from '../../shell/theme.js';
import { OwnedList } from '../owned-list.js';

/** The events I own, any status (GET /user/owner-events). */
export function EventsScreen() {
  const { client } = useServices();
  const navigation = useNavigation();
  return (
    <OwnedList
      title="My events"
      load={async () =>
        (await client.events.owned()).map((event) => ({
          id: event.id,
          title: event.title,
          detail: `${event.status} · ${event.date}`,
        }))
      }
      failed={EVENT_MESSAGES.loadFailed}
      empty="No events"
      open={(item) => navigation.push({ name: 'event', eventId: item.id, title: item.title })}
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
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(() => client.attendees.list(route.eventId), [route.eventId]);
  const list = useList(load.state === 'ready' ? load.data.rsvps : [], { text: who, pageSize: rows - 6 });
  const setStatus = async (rsvp: Rsvp, status: 'approved' | 'denied') => {
    try {
      await client.attendees.setStatus(route.eventId, rsvp.id, { status });
      navigation.notify(`${who(rsvp)}: ${status}.`);
      reload();
    } catch (error) {
      navigation.notify(errorMessage(error, EVENT_MESSAGES.updateRsvpStatusFailed), 'error');
    }
  };
  useKeys((input) => {
    if (input === 'a' && list.current) void setStatus(list.current, 'approved');
    else if (input === 'd' && list.current) void setStatus(list.current, 'denied');
    else if (input === 'r') reload();
    else return false;
    return true;
  }, !list.filtering);
  return (
    <Screen
      title={`Event: ${route.title} · attendees`}
      keys={[
        ['↑ ↓', 'move'],
        ['a', 'approve the RSVP'],
        ['d', 'deny the RSVP'],
        ['/', 'filter'],
        ['r', 'reload'],
      ]}
    >
      <LoadView load={load} failed={EVENT_MESSAGES.loadAttendeesFailed}>
        {() => (
          <ListView
            list={list}
            height={rows - 5}
            rowKey={(rsvp) => rsvp.id}
            empty="No attendees"
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
          />
        )}
      </LoadView>
    </Screen>
  );
}
