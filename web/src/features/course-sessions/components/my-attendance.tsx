import { ATTENDANCE_STATUS_LABELS, type Attendance, formatTime12h } from '@campus/sdk';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session/session-context';
import { ATTENDANCE_STATUS_COLORS } from '../lib/attendance-text';
import { personName } from '../lib/person-name';

function AttendanceRow({ row, title }: { row: Attendance; title: string | null }) {
  return (
    <Stack gap={4}>
      {title && <Text fw={600}>{title}</Text>}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Status:
        </Text>
        <Badge color={ATTENDANCE_STATUS_COLORS[row.status]} variant="dot" style={{ overflow: 'visible' }}>
          {ATTENDANCE_STATUS_LABELS[row.status]}
        </Badge>
      </Group>
      {row.arrival_time && <Text size="sm">Arrival: {formatTime12h(row.arrival_time)}</Text>}
      {row.departure_time && <Text size="sm">Departure: {formatTime12h(row.departure_time)}</Text>}
      {row.notes && <Text size="sm">Notes: {row.notes}</Text>}
    </Stack>
  );
}

/**
 * My Attendance (spec section 2): a student's own attendance row; a parent sees their children's rows
 * (the server answers only the rows the viewer may see).
 */
export function MyAttendance({ attendance }: { attendance: Attendance[] }) {
  const { user } = useSession();
  const own = attendance.filter((row) => row.user_id === user?.id);
  const children = attendance.filter((row) => row.user_id !== user?.id);
  const parentView = own.length === 0 && children.length > 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-attendance-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-attendance-heading">
          {parentView ? "Children's Attendance" : 'My Attendance'}
        </Title>
        {attendance.length === 0 ? (
          <Text c="dimmed">No attendance recorded yet</Text>
        ) : (
          <>
            {own.map((row) => (
              <AttendanceRow key={row.user_id} row={row} title={null} />
            ))}
            {children.map((row) => (
              <AttendanceRow
                key={row.user_id}
                row={row}
                title={row.user ? personName(row.user) : `Student ${row.user_id}`}
              />
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}
