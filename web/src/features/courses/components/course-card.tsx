import { type Course, enrollmentBadge, formatDateShort, paths, recurrenceLabel } from '@campus/sdk';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CalendarIcon, PinIcon } from '../../../components/icons';
import classes from '../../../components/photo-card.module.css';
import { coursePlace, coursePrice, teacherName } from '../lib/course-text';
import { CoursePhoto } from './course-photo';
import { CourseStatusBadge } from './course-status-badge';

export interface CourseCardProps {
  course: Course;
  /** 'browse' on /courses; 'dashboard' adds the status badge, Max: N students and the enrollment badge. */
  variant?: 'browse' | 'dashboard';
  /** The name's heading level: 2 under a page's h1, 3 under a section's h2, 4 under an h3. */
  headingOrder?: 2 | 3 | 4;
  /** Buttons under the card (the admin's Approve and Reject on a pending course); they stay clickable. */
  actions?: ReactNode;
}

const ENROLLMENT_COLORS: Record<string, string> = {
  Enrolled: 'green',
  'Pending Approval': 'yellow',
  'Request Rejected': 'red',
  Completed: 'blue',
};

function Detail({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon && (
        <Text span c="dimmed" lh={0} mt={3}>
          {icon}
        </Text>
      )}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * A course card (spec section 2). The whole card is the course's link, named by its name. The browse
 * variant shows the price in place of the status; the dashboard variant adds the status badge, the
 * student limit and the viewer's enrollment badge.
 */
export function CourseCard({ course, variant = 'browse', headingOrder = 2, actions }: CourseCardProps) {
  const dashboard = variant === 'dashboard';
  const place = coursePlace(course);
  const recurrence = recurrenceLabel(course);
  const enrollment = dashboard ? enrollmentBadge(course.enrollment_status) : null;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Card.Section>
        <CoursePhoto course={course} size="small" height={160} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        {dashboard && (
          <Group gap="xs">
            <CourseStatusBadge status={course.status} />
            <Badge color="blue" variant="light">
              {coursePrice(course)}
            </Badge>
          </Group>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={headingOrder} size="h4" style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.course(course.id)} className={classes.link}>
              {course.name}
            </Anchor>
          </Title>
          {!dashboard && (
            <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
              {coursePrice(course)}
            </Badge>
          )}
        </Group>
        <Detail>
          <Text span c="dimmed" inherit>
            Teacher:{' '}
          </Text>
          <span>{teacherName(course)}</span>
        </Detail>
        <Detail icon={<CalendarIcon size={16} />}>
          <span>{formatDateShort(course.date)}</span>
          {recurrence && (
            <>
              <Text span c="dimmed" inherit aria-hidden="true">
                {' · '}
              </Text>
              <span>{recurrence}</span>
            </>
          )}
        </Detail>
        {place && <Detail icon={<PinIcon size={16} />}>{place}</Detail>}
        {dashboard && course.max_quantity !== null && (
          <Text size="sm">Max: {course.max_quantity} students</Text>
        )}
        {enrollment && (
          <Group gap="xs">
            <Badge
              color={ENROLLMENT_COLORS[enrollment] ?? 'gray'}
              variant="dot"
              style={{ overflow: 'visible' }}
            >
              {enrollment}
            </Badge>
          </Group>
        )}
        {actions && (
          <Group gap="xs" className={classes.actions}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
