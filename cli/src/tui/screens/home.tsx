import { Box, Text } from 'ink';
import { ListView } from '../components/list-view.js';
import { useList } from '../components/use-list.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { useKeys } from '../keys/keys.js';
import type { Route } from '../shell/routes.js';
import { Screen } from '../shell/screen.js';
import { useNavigation, useServices } from '../shell/services.js';
import { useUnreadCount } from '../shell/status-line.js';

interface Entry {
  label: string;
  about: string;
  route: Route;
}

const ENTRIES: Entry[] = [
  { label: 'My groups', about: 'members, coordinators, announcements', route: { name: 'groups' } },
  { label: 'Inbox', about: 'read, reply, compose', route: { name: 'inbox' } },
  {
    label: 'My courses',
    about: 'enrollment requests to approve or reject',
    route: { name: 'courses' },
  },
  { label: 'My events', about: 'attendees and their status', route: { name: 'events' } },
  {
    label: 'Today',
    about: "today's sessions of my courses: mark attendance",
    route: { name: 'today' },
  },
];

/** Where the TUI opens: the five areas; enter opens one. */
export function Home() {
  const navigation = useNavigation();
  const { user, unread } = useServices();
  const count = useUnreadCount(unread);
  const { rows } = useTerminalSize();
  const list = useList(ENTRIES, { text: (entry) => entry.label, pageSize: rows - 6 });
  useKeys((_input, key) => {
    if (key.return && list.current) navigation.push(list.current.route);
    else return false;
    return true;
  });
  return (
    <Screen
      title={`Welcome, ${user.name || user.username}`}
      keys={[
        ['↑ ↓', 'move'],
        ['enter', 'open'],
        ['/', 'filter'],
      ]}
    >
      <Box flexDirection="column" marginTop={1}>
        <ListView
          list={list}
          height={rows - 6}
          rowKey={(entry) => entry.label}
          empty="Nothing here"
          row={(entry) => (
            <Text wrap="truncate-end">
              <Text bold>{entry.label.padEnd(12)}</Text>
              <Text dimColor>
                {entry.label === 'Inbox' && count ? `${count} unread · ` : ''}
                {entry.about}
              </Text>
            </Text>
          )}
        />
      </Box>
    </Screen>
  );
}
