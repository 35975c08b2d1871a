import type { CampusEvent } from '@campus/sdk';
import { Badge } from '@mantine/core';
import { EVENT_STATUS_LABELS } from './messages';

const COLORS = { published: 'green', pending: 'yellow', draft: 'gray' } as const;

/** An event's status as a dot badge (readable in light and dark). */
export function EventStatusBadge({ status }: { status: CampusEvent['status'] }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="dot"
      style={{ overflow: 'visible', flexShrink: 0, minWidth: 'max-content' }}
    >
      {EVENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
