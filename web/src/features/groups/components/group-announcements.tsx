import { GROUP_MESSAGES } from '@campus/sdk';
import { Alert, Button, Group, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAnnouncementPage } from '../api/get-announcements';
import { AnnouncementCard } from './announcement-card';
import { EmptyNote } from './empty-note';
import { Pager } from './pager';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The group page's announcements: 10 a page with the pager; coordinators and admins get 'Show all' (every
 * announcement, each with its status) and 'Create Announcement'. Page and Show all live in the address
 * (?page=2&all=1), so Back from an announcement returns to the same page.
 */
export function GroupAnnouncements({ groupId, canManage }: { groupId: number; canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const showAll = canManage && params.get('all') === '1';
  const list = useAnnouncementPage(groupId, page, showAll);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const update = (next: { page: number; showAll: boolean }) => {
    const search = new URLSearchParams(params);
    search.delete('page');
    search.delete('all');
    if (next.page > 1) search.set('page', String(next.page));
    if (next.showAll) search.set('all', '1');
    setParams(search, { replace: true, preventScrollReset: true });
  };

  // A page past the end (an old link, the last one emptied by a delete) moves to the last page there is.
  const lastPage = list.data && !list.isPlaceholderData ? list.data.last_page : null;
  useEffect(() => {
    if (lastPage !== null && page > Math.max(1, lastPage)) update({ page: Math.max(1, lastPage), showAll });
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="group-announcements-heading">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="group-announcements-heading" ref={headingRef} tabIndex={-1}>
          Announcements
        </Title>
        {canManage && (
          <Group gap="md">
            <Switch
              label="Show all"
              checked={showAll}
              onChange={(event) => update({ page: 1, showAll: event.currentTarget.checked })}
            />
            <Button component={Link} to={`/groups/${groupId}/announcements/create`} size="sm">
              Create Announcement
            </Button>
          </Group>
        )}
      </Group>
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading announcements">
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
        </Stack>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {GROUP_MESSAGES.loadAnnouncementsFailed}
        </Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyNote
          title="No Announcements"
          hint={showAll ? 'This group has no announcements yet.' : 'There are no announcements right now.'}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data.data.map((announcement) => (
            <AnnouncementCard key={announcement.id} announcement={announcement} showStatus={showAll} />
          ))}
        </Stack>
      )}
      {list.data && (
        <Pager
          label="Announcement pages"
          current={list.isPlaceholderData ? page : list.data.current_page}
          last={list.data.last_page}
          onChange={(next) => {
            update({ page: next, showAll });
            // The new page is read from its top (the pressed button may even disappear or be disabled).
            headingRef.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
