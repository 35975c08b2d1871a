import type { SessionStatus } from '@campus/sdk';
import { Badge } from '@mantine/core';
import { SESSION_STATUS_COLORS, SESSION_STATUS_LABELS } from '../lib/session-text';

/** A session's status as a dot badge (light badges lack contrast for small text in light mode). */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return (
    <Badge
      color={SESSION_STATUS_COLORS[status]}
      variant="dot"
      style={{ overflow: 'visible', flexShrink: 0, minWidth: 'max-content' }}
    >
      {SESSION_STATUS_LABELS[status]}
    </Badge>
  );
}
