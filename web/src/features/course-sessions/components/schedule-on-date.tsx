import {
  type Course,
  courseTimes,
  expandRecurrence,
  formatDateLong,
  formatTimeRange,
  recurrenceLabel,
} from '@campus/sdk';
import { Stack, Text } from '@mantine/core';

/**
 * What the course's schedule says of a day without a session: that it meets then (its times, 09:00 to
 * 10:00 where the course has none) and the session is not created yet, or that the day is not on it.
 */
export function ScheduleOnDate({ course, date }: { course: Course; date: string }) {
  const times = courseTimes(course);
  const timeText = formatTimeRange(times.start_time, times.end_time);
  const onSchedule = expandRecurrence(course, { from: date, to: date }).length > 0;
  const pattern = recurrenceLabel(course) || `One-time, on ${formatDateLong(course.date)}`;
  return (
    <Stack gap={4}>
      <Text>
        {onSchedule
          ? `The course meets on this day, ${timeText}; its session has not been created yet.`
          : 'This day is not on the course’s schedule.'}
      </Text>
      <Text size="sm" c="dimmed">
        Schedule: {pattern}, {timeText}
      </Text>
    </Stack>
  );
}
