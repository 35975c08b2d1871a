import { type Course, formatDateLong, formatTimeRange, placesLeft, recurrenceLabel } from '@campus/sdk';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { coursePrice, teacherName } from '../lib/course-text';

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap={4}>
        <Title order={2} size="h5" c="dimmed">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Line({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Text style={{ overflowWrap: 'anywhere' }}>
      {label && (
        <Text span c="dimmed" inherit>
          {label}:{' '}
        </Text>
      )}
      {children}
    </Text>
  );
}

function Place({ course }: { course: Course }) {
  if (course.is_online) {
    return course.meeting_link ? (
      <Line label="Online">
        <Anchor href={course.meeting_link} target="_blank" rel="noopener noreferrer">
          Meeting link
        </Anchor>
      </Line>
    ) : (
      <Line>Online</Line>
    );
  }
  return <Line>{course.location?.trim() || 'Location TBD'}</Line>;
}

/** Schedule, location, pricing, teacher and places of the course page (spec section 2). */
export function CourseFacts({ course }: { course: Course }) {
  const recurrence = recurrenceLabel(course);
  const times = formatTimeRange(course.start_time, course.end_time);
  const left = course.enrolled_count === undefined ? null : placesLeft(course, course.enrolled_count);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact title="Schedule">
        <Line label="Date">{formatDateLong(course.date)}</Line>
        {times && <Line label="Time">{times}</Line>}
        {course.end_date && <Line label="End date">{formatDateLong(course.end_date)}</Line>}
        {recurrence && <Line label="Repeats">{recurrence}</Line>}
        {course.is_recurring && course.recurrence_end_date && (
          <Line label="Until">{formatDateLong(course.recurrence_end_date)}</Line>
        )}
      </Fact>
      <Fact title="Location">
        <Place course={course} />
      </Fact>
      <Fact title="Pricing">
        <Line>{coursePrice(course)}</Line>
      </Fact>
      <Fact title="Teacher">
        <Line>{teacherName(course)}</Line>
        {course.max_quantity !== null && <Line>Max: {course.max_quantity} students</Line>}
        {left !== null && (
          <Text size="sm" c="dimmed">
            {left === 0 ? 'No places left' : `${left} place${left === 1 ? '' : 's'} left`}
          </Text>
        )}
      </Fact>
    </SimpleGrid>
  );
}
