import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type Attendance,
  AttendanceInputSchema,
  type AttendanceStatus,
  errorMessage,
  SESSION_MESSAGES,
  type UserSummary,
} from '@campus/sdk';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useMarkAttendance } from '../api/mutations';
import { checkedInText } from '../lib/attendance-text';
import { personName } from '../lib/person-name';

interface RowValues {
  status: AttendanceStatus | null;
  arrival_time: string;
  departure_time: string;
  notes: string;
}

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

const rowValues = (record: Attendance | undefined): RowValues => ({
  status: record?.status ?? null,
  arrival_time: hhmm(record?.arrival_time),
  departure_time: hhmm(record?.departure_time),
  notes: record?.notes ?? '',
});

function RosterRow({
  student,
  record,
  save,
}: {
  student: UserSummary;
  record: Attendance | undefined;
  save: (studentId: number, values: RowValues) => Promise<unknown>;
}) {
  const name = personName(student);
  const [values, setValues] = useState<RowValues>(() => rowValues(record));
  // A check-in with the code arriving while the page is open shows the status it set. Only that: the
  // row's own save also stamps a check-in (by hand), and must not wipe the row and its "Saved".
  const codeCheckIn = record?.checkin_method === 'code' ? (record.checked_in_at ?? null) : null;
  const [seenCodeCheckIn, setSeenCodeCheckIn] = useState(codeCheckIn);
  if (codeCheckIn !== seenCodeCheckIn) {
    setSeenCodeCheckIn(codeCheckIn);
    if (codeCheckIn) setValues(rowValues(record));
  }
  const [checkError, setCheckError] = useState<string | null>(null);
  // Each row saves on its own, so its pending, saved and failed states are its own.
  const mutation = useMutation({ mutationFn: (row: RowValues) => save(student.id, row) });
  const set = <K extends keyof RowValues>(key: K, value: RowValues[K]) => {
    mutation.reset();
    setValues((current) => ({ ...current, [key]: value }));
  };
  const submit = () => {
    const parsed = AttendanceInputSchema.safeParse(values);
    if (!parsed.success) {
      setCheckError(parsed.error.issues[0]?.message ?? 'Please check this row');
      return;
    }
    setCheckError(null);
    mutation.mutate(values);
  };

  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={name}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            {record?.checked_in_at && (
              <Text size="sm" c="dimmed" data-testid="checked-in">
                {checkedInText(record.checked_in_at, record.checkin_method ?? 'hand')}
              </Text>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
            <Select
              label={`Status for ${name}`}
              placeholder={SESSION_MESSAGES.notMarked}
              data={ATTENDANCE_STATUSES.map((status) => ({
                value: status,
                label: ATTENDANCE_STATUS_LABELS[status],
              }))}
              value={values.status}
              onChange={(value) => set('status', value as AttendanceStatus | null)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              type="time"
              label={`Arrival for ${name}`}
              value={values.arrival_time}
              onChange={(event) => set('arrival_time', event.currentTarget.value)}
            />
            <TextInput
              type="time"
              label={`Departure for ${name}`}
              value={values.departure_time}
              onChange={(event) => set('departure_time', event.currentTarget.value)}
            />
            <TextInput
              label={`Notes for ${name}`}
              maxLength={500}
              value={values.notes}
              onChange={(event) => set('notes', event.currentTarget.value)}
            />
          </SimpleGrid>
          <ErrorAlert>
            {checkError ??
              (mutation.isError ? errorMessage(mutation.error, SESSION_MESSAGES.saveAttendanceFailed) : null)}
          </ErrorAlert>
          <Group gap="sm">
            <Button
              type="submit"
              size="xs"
              loading={mutation.isPending}
              aria-label={`Save attendance for ${name}`}
            >
              Save
            </Button>
            {mutation.isSuccess && (
              <Text size="sm" fw={600} role="status">
                Saved
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Attendance (staff): the enrolled students with status, arrival, departure and notes, saved per row. */
export function AttendanceRoster({
  courseId,
  sessionId,
  roster,
  attendance,
}: {
  courseId: number;
  sessionId: number;
  roster: UserSummary[];
  attendance: Attendance[];
}) {
  const mark = useMarkAttendance(courseId, sessionId);
  const save = (studentId: number, values: RowValues) =>
    mark.mutateAsync({
      studentId,
      input: {
        status: values.status as AttendanceStatus,
        arrival_time: values.arrival_time || null,
        departure_time: values.departure_time || null,
        notes: values.notes.trim() || null,
      },
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="attendance-heading">
      <Title order={2} size="h3" id="attendance-heading">
        Attendance
      </Title>
      {roster.length === 0 ? (
        <Text c="dimmed">No students are enrolled in this course.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {roster.map((student) => (
            <RosterRow
              key={student.id}
              student={student}
              record={attendance.find((row) => row.user_id === student.id)}
              save={save}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
