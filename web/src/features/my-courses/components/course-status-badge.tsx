import { type CourseStatus, courseStatusBadge } from '@campus/sdk';
import { Badge } from '@mantine/core';

const COLORS = { published: 'green', pending: 'yellow', draft: 'gray' } as const;

/** A course's status as a dot badge (readable in light and dark): Published, Pending Approval, Draft. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="dot"
      style={{ overflow: 'visible', flexShrink: 0, minWidth: 'max-content' }}
    >
      {courseStatusBadge(status)}
    </Badge>
  );
}
