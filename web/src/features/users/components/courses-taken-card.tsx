import { type CourseTaken, EMPTY_STATE_MESSAGES, paths } from '@campus/sdk';
import { Anchor, Badge, Group, List } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CardSection } from './card-section';
import { EmptyText } from './person-link';

/** Spec section 2: enrolled green, requested warning (yellow), anything else red. */
export function courseTakenColor(status: CourseTaken['status']): 'green' | 'yellow' | 'red' {
  if (status === 'enrolled') return 'green';
  if (status === 'requested') return 'yellow';
  return 'red';
}

const STATUS_LABELS: Record<CourseTaken['status'], string> = {
  enrolled: 'Enrolled',
  requested: 'Requested',
  rejected: 'Rejected',
  completed: 'Completed',
};

/** 'Courses Taken': each course linking to its page, with its enrollment status as a coloured badge. */
export function CoursesTakenCard({ courses }: { courses: CourseTaken[] }) {
  return (
    <CardSection title="Courses Taken">
      {courses.length === 0 ? (
        <EmptyText>{EMPTY_STATE_MESSAGES.noCoursesTaken}</EmptyText>
      ) : (
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {courses.map((course) => (
            <List.Item key={course.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={paths.course(course.id)} fw={500}>
                  {course.name}
                </Anchor>
                <Badge color={courseTakenColor(course.status)} variant="light" style={{ flexShrink: 0 }}>
                  {STATUS_LABELS[course.status]}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}
