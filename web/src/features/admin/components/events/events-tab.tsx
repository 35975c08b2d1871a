import { ADMIN_MESSAGES, type CampusEvent, errorMessage } from '@campus/sdk';
import { Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { Pager } from '../../../groups/components/pager';
import { statusToast } from '../../../my-courses/components/messages';
import { useToggleEventStatus } from '../../../my-events/api/mutations';
import { DeleteEventDialog } from '../../../my-events/components/delete-event-dialog';
import { type AdminEventStatusFilter, useAdminEvents } from '../../api/admin-events-list';
import { ListSkeleton, refocus, showingText } from '../courses/list-skeleton';
import { type AdminEventActions, AdminEventCards, AdminEventTable } from './admin-event-rows';

const HEADING_ID = 'admin-events-heading';

export const ADMIN_EVENTS_TEXT = {
  loading: 'Loading events',
  noEvents: 'No events yet.',
  noneFound: 'No events match the search and status.',
} as const;

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending Approval' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

/**
 * The admin panel's Events tab: every event of every status, searched, filtered and paged on the server
 * (GET /admin/events), with Edit, Publish (draft or pending), Unpublish (published) and Delete. The status
 * call and the delete confirmation are My Events' own.
 */
export function EventsTab() {
  const [status, setStatus] = useState<AdminEventStatusFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  // The page belongs to one search and status: a new search or status starts from the first page.
  const filterKey = `${status}|${search}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const events = useAdminEvents({ status, search, page });
  const toggle = useToggleEventStatus();
  const [deleting, setDeleting] = useState<CampusEvent | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A page left empty (its last event deleted) moves back one.
  const emptyPage = events.data !== undefined && events.data.data.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPaging((current) => ({ ...current, page: Math.max(1, current.page - 1) }));
  }, [emptyPage]);
  const afterChange = (event: CampusEvent) =>
    refocus(listRef.current, `[data-event-id="${event.id}"] a`, headingRef.current);

  const actions: AdminEventActions = {
    busy: toggle.isPending ? toggle.variables?.id : undefined,
    onDelete: setDeleting,
    onToggle: (event) =>
      toggle.mutate(event, {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: statusToast(saved.title, saved.status) });
          afterChange(event);
        },
      }),
  };

  let body: ReactNode;
  if (events.isPending) body = <ListSkeleton label={ADMIN_EVENTS_TEXT.loading} />;
  else if (events.isError)
    body = <ErrorAlert>{errorMessage(events.error, ADMIN_MESSAGES.loadFailed)}</ErrorAlert>;
  else if (events.data.data.length === 0)
    body = (
      <Text c="dimmed">
        {status === 'all' && !search ? ADMIN_EVENTS_TEXT.noEvents : ADMIN_EVENTS_TEXT.noneFound}
      </Text>
    );
  else if (phone)
    body = <AdminEventCards events={events.data.data} actions={actions} labelledBy={HEADING_ID} />;
  else body = <AdminEventTable events={events.data.data} actions={actions} labelledBy={HEADING_ID} />;

  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID} ref={listRef}>
      <Title order={2} id={HEADING_ID} ref={headingRef} tabIndex={-1}>
        Events
      </Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Search"
          placeholder="Event title"
          w={{ base: '100%', xs: 280 }}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <NativeSelect
          label="Status"
          w={{ base: '100%', xs: 220 }}
          value={status}
          data={STATUS_OPTIONS}
          onChange={(event) => setStatus(event.currentTarget.value as AdminEventStatusFilter)}
        />
        {events.data && (
          <Text size="sm" c="dimmed" aria-live="polite" ml={{ xs: 'auto' }}>
            {showingText(events.data, 'events')}
          </Text>
        )}
      </Group>
      {toggle.isError && (
        <ErrorAlert>{errorMessage(toggle.error, ADMIN_MESSAGES.updateEventStatusFailed)}</ErrorAlert>
      )}
      {body}
      {events.data && (
        <Pager
          current={events.data.current_page}
          last={events.data.last_page}
          onChange={setPage}
          label="Event pages"
        />
      )}
      <DeleteEventDialog
        event={deleting}
        onClose={() => {
          if (deleting) afterChange(deleting);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
