import { type CourseStatus, courseStatusBadge } from '@campus/sdk';
import { Badge, type MantineSize } from '@mantine/core';

const COLORS = { published: 'green', pending: 'yellow', draft: 'gray' } as const;

/**
 * A course's status as a dot badge: Published, Pending Approval, Draft. The text keeps the page's text
 * colour and the dot carries the status colour, so it reads in light and dark; every course status badge
 * (course cards, My Courses, the course page) is this one.
 */
export function CourseStatusBadge({ status, size }: { status: CourseStatus; size?: MantineSize }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="dot"
      size={size}
      style={{ overflow: 'visible', flexShrink: 0, minWidth: 'max-content' }}
    >
      {courseStatusBadge(status)}
    </Badge>
  );
}
