import { formatDateLong, formatTimeOrTbd, formatTimeRange, SESSION_MESSAGES } from '@campus/sdk';
import { Text } from 'ink';
import { ListView } from '../../components/list-view.js';
import { LoadView } from '../../components/load-view.js';
import { useList } from '../../components/use-list.js';
import { useLoad } from '../../hooks/use-load.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { loadTodaySessions, type TodaySession } from './today-sessions.js';

const when = (session: TodaySession) =>
  formatTimeRange(session.startTime, session.endTime) || formatTimeOrTbd(session.startTime);

/** Today's sessions (the TUI's clock, local date) of the courses I own or teach; enter opens the roster. */
export function TodayScreen() {
  const { client, user, now } = useServices();
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(() => loadTodaySessions(client, user.username, now()), [client, user]);
  const list = useList(load.state === 'ready' ? load.data.sessions : [], {
    text: (session) => session.title,
    pageSize: rows - 6,
  });
  useKeys((input, key) => {
    if (key.return && list.current) {
      const { courseId, sessionId, title } = list.current;
      navigation.push({ name: 'roster', courseId, sessionId, title: `${title} · ${when(list.current)}` });
    } else if (input === 'r') reload();
    else return false;
    return true;
  }, !list.filtering);
  return (
    <Screen
      title={load.state === 'ready' ? `Today · ${formatDateLong(load.data.date)}` : 'Today'}
      keys={[
        ['↑ ↓', 'move'],
        ['enter', 'open the roster to mark attendance'],
        ['/', 'filter'],
        ['r', 'reload'],
      ]}
    >
      <LoadView load={load} failed={SESSION_MESSAGES.loadSessionsFailed}>
        {() => (
          <ListView
            list={list}
            height={rows - 4}
            rowKey={(session) => session.sessionId}
            empty="No sessions today"
            row={(session) => (
              <Text wrap="truncate-end">
                <Text>{when(session).padEnd(20)}</Text>
                <Text bold>{session.title}</Text>
                <Text dimColor>
                  {' '}
                  · {session.status}
                  {session.location ? ` · ${session.location}` : ''}
                </Text>
              </Text>
            )}
          />
        )}
      </LoadView>
    </Screen>
  );
}
