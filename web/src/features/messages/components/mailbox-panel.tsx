import type { Message } from '@campus/sdk';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Pager } from '../../groups/components/pager';
import type { MessageBox } from '../api/keys';
import { useMessageList } from '../api/message-lists';
import { MESSAGES_TEXT } from '../lib/texts';
import { MessageList } from './message-list';

const LABELS = { inbox: 'Inbox', sent: 'Sent' } as const;

function EmptyState({ box }: { box: MessageBox }) {
  return (
    <Stack align="center" gap={4} py="xl" ta="center">
      <Title order={2} size="h4">
        {box === 'inbox' ? MESSAGES_TEXT.inboxEmptyTitle : MESSAGES_TEXT.sentEmptyTitle}
      </Title>
      <Text c="dimmed">{box === 'inbox' ? MESSAGES_TEXT.inboxEmpty : MESSAGES_TEXT.sentEmpty}</Text>
    </Stack>
  );
}

export function MessageListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

interface MailboxPanelProps {
  box: MessageBox;
  page: number;
  onPage: (page: number) => void;
  onOpen: (message: Message) => void;
}

/**
 * One tab of /inbox: 20 messages a page, newest first, with a skeleton, an empty state and a pager.
 * A failed load is logged (spec section 8); the tab says so plainly and offers to try again.
 */
export function MailboxPanel({ box, page, onPage, onOpen }: MailboxPanelProps) {
  const query = useMessageList(box, page);
  const label = LABELS[box];
  useEffect(() => {
    if (query.error) console.error(`Could not load the ${box} messages`, query.error);
  }, [query.error, box]);
  // A page past the end (the last message of the last page deleted, or an old link) shows the last page.
  const lastPage = query.data?.last_page ?? 1;
  const pastEnd = query.data !== undefined && query.data.data.length === 0 && page > 1;
  useEffect(() => {
    if (pastEnd) onPage(Math.max(1, lastPage));
  }, [pastEnd, lastPage, onPage]);

  if (query.isPending) return <MessageListSkeleton label={`Loading ${label.toLowerCase()} messages`} />;
  if (query.isError) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed">{MESSAGES_TEXT.listFailed}</Text>
        <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  }
  const { data, current_page, last_page, per_page, total } = query.data;
  if (data.length === 0) return pastEnd ? null : <EmptyState box={box} />;
  const first = (current_page - 1) * per_page + 1;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" aria-live="polite">
        Showing {first}-{first + data.length - 1} of {total} messages
      </Text>
      <MessageList messages={data} box={box} label={`${label} messages`} onOpen={onOpen} />
      <Pager current={current_page} last={last_page} onChange={onPage} label={`${label} pages`} />
    </Stack>
  );
}
