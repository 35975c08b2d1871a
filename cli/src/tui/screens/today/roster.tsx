import {
  ATTENDANCE_STATUS_LABELS,
  type Attendance,
  type AttendanceStatus,
  errorMessage,
  SESSION_MESSAGES,
  type UserSummary,
} from '@campus/sdk';
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

/** The key that marks each status (the label's first letter). */
export const MARK_KEYS: Record<string, AttendanceStatus> = {
  p: 'present',
  a: 'absent',
  l: 'late',
  e: 'excused',
};

const COLORS: Record<AttendanceStatus, string> = {
  present: 'green',
  absent: 'red',
  late: 'yellow',
  excused: 'gray',
};

interface RosterRow {
  student: UserSummary;
  record: Attendance | undefined;
}

/** 'Emma Wilson (emma.wilson)'. */
export const fullName = (student: UserSummary) =>
  `${[student.first_name, student.last_name].filter(Boolean).join(' ') || student.username} (${student.username})`;

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);
const LABEL_WIDTH = Math.max(...Object.values(ATTENDANCE_STATUS_LABELS).map((label) => label.length), 10) + 3;

/** A session's roster (the course's enrolled students) with their attendance: p, a, l, e mark it. */
export function RosterScreen({ route }: { route: Extract<Route, { name: 'roster' }> }) {
  const { client } = useServices();
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(async (): Promise<RosterRow[]> => {
    const session = await client.courseSessions.get(route.courseId, route.sessionId);
    const records = new Map((session.attendance ?? []).map((record) => [record.user_id, record]));
    return (session.roster ?? []).map((student) => ({ student, record: records.get(student.id) }));
  }, [route.courseId, route.sessionId]);
  const list = useList(load.state === 'ready' ? load.data : [], {
    text: (row) => fullName(row.student),
    pageSize: rows - 6,
  });
  const mark = async ({ student, record }: RosterRow, status: AttendanceStatus) => {
    try {
      // The record is replaced whole: its notes and times stay as they were.
      const saved = await client.courseSessions.markAttendance(route.courseId, route.sessionId, student.id, {
        status,
        notes: record?.notes ?? null,
        arrival_time: hhmm(record?.arrival_time),
        departure_time: hhmm(record?.departure_time),
      });
      navigation.notify(`Saved: ${fullName(student)} · ${ATTENDANCE_STATUS_LABELS[saved.status]}`);
      reload();
    } catch (error) {
      navigation.notify(errorMessage(error, SESSION_MESSAGES.saveAttendanceFailed), 'error');
    }
  };
  useKeys((input) => {
    const status = MARK_KEYS[input];
    if (status && list.current) void mark(list.current, status);
    else if (input === 'r') reload();
    else return false;
    return true;
  }, !list.filtering);
  return (
    <Screen
      title={`Session: ${route.title} · attendance`}
      keys={[
        ['↑ ↓', 'move'],
        ...Object.entries(MARK_KEYS).map(
          ([key, status]) => [key, `mark ${ATTENDANCE_STATUS_LABELS[status]}`] as const,
        ),
        ['/', 'filter'],
        ['r', 'reload'],
      ]}
    >
      <LoadView load={load} failed={SESSION_MESSAGES.loadSessionFailed}>
        {() => (
          <ListView
            list={list}
            height={rows - 5}
            rowKey={(row) => row.student.id}
            empty="No students enrolled"
            row={({ student, record }) => (
              <Text wrap="truncate-end">
                {record ? (
                  <Tone color={COLORS[record.status]}>
                    {`[${ATTENDANCE_STATUS_LABELS[record.status]}]`.padEnd(LABEL_WIDTH)}
                  </Tone>
                ) : (
                  <Text dimColor>{`[${SESSION_MESSAGES.notMarked}]`.padEnd(LABEL_WIDTH)}</Text>
                )}
                {fullName(student)}
              </Text>
            )}
          />
        )}
      </LoadView>
    </Screen>
  );
}
