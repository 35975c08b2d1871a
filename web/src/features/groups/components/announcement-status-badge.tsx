import { type Announcement, type AnnouncementDisplayStatus, announcementStatus } from '@campus/sdk';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<AnnouncementDisplayStatus, string> = {
  Active: 'green',
  Scheduled: 'blue',
  Expired: 'gray',
  Inactive: 'red',
};

/**
 * The display status of spec section 4 (the sdk's rule, on the reader's clock). A dot badge keeps the text
 * in the page's own colour, readable in both themes; the colour only repeats what the word says.
 */
export function AnnouncementStatusBadge({
  announcement,
  now = new Date(),
}: {
  announcement: Pick<Announcement, 'is_active' | 'available_from' | 'available_until'>;
  now?: Date;
}) {
  const status = announcementStatus(announcement, now);
  return (
    <Badge
      variant="dot"
      color={STATUS_COLORS[status]}
      size="md"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {status}
    </Badge>
  );
}
