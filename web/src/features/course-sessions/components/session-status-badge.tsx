import type { SessionStatus } from '@campus/sdk';
import { Badge } from '@mantine/core';
import { SESSION_STATUS_COLORS, SESSION_STATUS_LABELS } from '../lib/session-text';

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return (
    <Badge color={SESSION_STATUS_COLORS[status]} variant="light">
      {SESSION_STATUS_LABELS[status]}
    </Badge>
  );
}
