import { type Announcement, formatDateShort } from '@campus/sdk';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { availabilityText } from '../lib/announcement-dates';
import { htmlExcerpt } from '../lib/html-excerpt';
import { personName } from '../lib/person-name';
import { AnnouncementStatusBadge } from './announcement-status-badge';

/** One announcement in the group page's list: title (to its page), dates, excerpt, and status when asked. */
export function AnnouncementCard({
  announcement,
  showStatus,
}: {
  announcement: Announcement;
  showStatus: boolean;
}) {
  const excerpt = htmlExcerpt(announcement.body);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={Link}
              to={`/groups/${announcement.group_id}/announcements/${announcement.id}`}
              inherit
              underline="hover"
            >
              {announcement.title}
            </Anchor>
          </Title>
          {showStatus && <AnnouncementStatusBadge announcement={announcement} />}
        </Group>
        <Text size="sm" c="dimmed">
          Posted {formatDateShort(announcement.created_at)}
          {announcement.author ? ` by ${personName(announcement.author)}` : ''} ·{' '}
          {availabilityText(announcement.available_from, announcement.available_until)}
        </Text>
        {excerpt && (
          <Text size="sm" lineClamp={3}>
            {excerpt}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
