import { formatDateLong, formatTimeOrTbd, formatTimeRange, SESSION_MESSAGES } from '@campus/sdk';
import { Text } from 'ink';
import { useNavigation, useServices } from '../../shell/services.js';
import { ListScreen } from '../list-screen.js';
import { loadTodaySessions, type TodaySession } from './today-sessions.js';

const when = (session: TodaySession) =>
  formatTimeRange(session.startTime, session.endTime) || formatTimeOrTbd(session.startTime);

/** Today's sessions (the TUI's clock, local date) of the courses I own or teach; enter opens the roster. */
export function TodayScreen() {
  const { client, user, now } = useServices();
  const navigation = useNavigation();
  return (
    <ListScreen
      title={(today) => (today ? `Today · ${formatDateLong(today.date)}` : 'Today')}
      load={() => loadTodaySessions(client, user.username, now())}
      deps={[client, user]}
      items={(today) => today.sessions}
      failed={SESSION_MESSAGES.loadSessionsFailed}
      empty="No sessions today"
      text={(session) => session.title}
      rowKey={(session) => session.sessionId}
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
      keys={[['enter', 'open the roster to mark attendance']]}
      onKey={(_input, key, session) => {
        if (!key.return || !session) return false;
        const { courseId, sessionId, title } = session;
        navigation.push({ name: 'roster', courseId, sessionId, title: `${title} · ${when(session)}` });
        return true;
      }}
    />
  );
}
