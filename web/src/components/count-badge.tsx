import { formatBadgeCount } from '@campus/sdk';
import { Badge } from '@mantine/core';

/** A small count badge, hidden at 0 and capped at 99+ (spec section 9). */
export function CountBadge({ count, label }: { count: number; label: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <Badge size="xs" color="red" variant="filled" circle={text.length === 1} aria-label={`${text} ${label}`}>
      {text}
    </Badge>
  );
}
