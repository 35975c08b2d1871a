import { type Announcement, formatDateShort } from '@campus/sdk';
import { Divider, Stack, Text } from '@mantine/core';
import { RichHtml } from '../../../components/rich-html';
import { formatAnnouncementBound } from '../../groups/lib/announcement-dates';
import { personName } from '../../groups/lib/person-name';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** The announcement itself: its availability, the body as rich HTML, the author and dates. */
export function AnnouncementDetails({ announcement }: { announcement: Announcement }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Line label="Available from" value={formatAnnouncementBound(announcement.available_from, 'start')} />
        <Line
          label="Available until"
          value={
            announcement.available_until
              ? formatAnnouncementBound(announcement.available_until, 'end')
              : 'No end date'
          }
        />
      </Stack>
      <Divider />
      <RichHtml html={announcement.body} />
      <Divider />
      <Text size="sm" c="dimmed">
        Posted by {announcement.author ? personName(announcement.author) : 'Unknown'} on{' '}
        {formatDateShort(announcement.created_at)}
        {announcement.updated_at !== announcement.created_at
          ? ` · Updated ${formatDateShort(announcement.updated_at)}`
          : ''}
      </Text>
    </Stack>
  );
}
