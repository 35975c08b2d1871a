import {
  ATTENDANCE_STATUS_LABELS,
  type Attendance,
  type AttendanceStatus,
  errorMessage,
  SESSION_MESSAGES,
  type UserSummary,
} from '@campus/sdk';
import { Text } from 'ink';
import type { Route } from '../../shell/routes.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { Tone } from '../../shell/theme.js';
import { ListScreen } from '../list-screen.js';

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
  const mark = async ({ student, record }: RosterRow, status: AttendanceStatus, reload: () => void) => {
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
  return (
    <ListScreen
      title={`Session: ${route.title} · attendance`}
      load={async (): Promise<RosterRow[]> => {
        const session = await client.courseSessions.get(route.courseId, route.sessionId);
        const records = new Map((session.attendance ?? []).map((record) => [record.user_id, record]));
        return (session.roster ?? []).map((student) => ({ student, record: records.get(student.id) }));
      }}
      deps={[route.courseId, route.sessionId]}
      items={(roster) => roster}
      failed={SESSION_MESSAGES.loadSessionFailed}
      empty="No students enrolled"
      text={(row) => fullName(row.student)}
      rowKey={(row) => row.student.id}
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
      keys={Object.entries(MARK_KEYS).map(
        ([key, status]) => [key, `mark ${ATTENDANCE_STATUS_LABELS[status]}`] as const,
      )}
      onKey={(input, _key, row, reload) => {
        const status = MARK_KEYS[input];
        if (!status || !row) return false;
        void mark(row, status, reload);
        return true;
      }}
    />
  );
}
