import { COURSE_MESSAGES, errorMessage, type Message } from '@campus/sdk';
import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../groups/components/pager';
import { useCourseMessages } from '../api/course-messages';
import { formatMessageDate } from '../lib/message-date';
import { senderName } from '../lib/people';
import { MESSAGES_TEXT } from '../lib/texts';
import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageListSkeleton } from './mailbox-panel';
import { isUnread } from './message-list';
import classes from './message-list.module.css';
import { MessageViewModal } from './message-view-modal';

function EmptyState() {
  return (
    <Stack align="center" gap={4} py="xl" ta="center">
      <Title order={3} size="h4">
        {MESSAGES_TEXT.courseEmptyTitle}
      </Title>
      <Text c="dimmed">{MESSAGES_TEXT.courseEmpty}</Text>
    </Stack>
  );
}

function CourseMessageRow({
  message,
  onOpen,
  onDelete,
}: {
  message: Message;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const unread = isUnread(message);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <UnstyledButton className={classes.card} onClick={onOpen} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" component="span">
            <Text component="span" fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Text>
            {unread && (
              <Badge component="span" color="blue" size="sm" style={{ flexShrink: 0 }}>
                New
              </Badge>
            )}
          </Group>
          <Text component="span" display="block" size="sm" c="dimmed" mt={2}>
            From {senderName(message)}
            {message.course ? ` · ${message.course.name}` : ''} · {formatMessageDate(message.created_at)}
          </Text>
        </UnstyledButton>
        {message.can_delete && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={`Delete ${message.subject}`}
            style={{ flexShrink: 0 }}
          >
            Delete
          </Button>
        )}
      </Group>
    </Card>
  );
}

const ignoreNested = () => {};

interface CourseMessagesPanelProps {
  courseId: number;
  /** Told while a dialog opened from the panel is up (the modal then leaves Escape to that dialog). */
  onNestedChange?: (open: boolean) => void;
}

/**
 * The course messages panel (spec section 2): the count, each message with a 'New' badge while unread,
 * sender, course and date; a click opens the detail modal (which marks it read); Delete per message with
 * a confirmation. 20 a page, newest first.
 */
export function CourseMessagesPanel({ courseId, onNestedChange = ignoreNested }: CourseMessagesPanelProps) {
  const [page, setPage] = useState(1);
  const query = useCourseMessages(courseId, page);
  const [opened, setOpened] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  // After a delete the row that held the focus is gone: the count (which changed) takes it.
  const countRef = useRef<HTMLParagraphElement>(null);
  const afterDelete = () => {
    setDeleting(null);
    setOpened(null);
    countRef.current?.focus();
  };
  const nestedOpen = opened !== null || deleting !== null;
  useEffect(() => {
    onNestedChange(nestedOpen);
    return () => onNestedChange(false);
  }, [nestedOpen, onNestedChange]);

  // A page past the end (its last message deleted) shows the last page.
  const lastPage = query.data?.last_page ?? 1;
  const pastEnd = query.data !== undefined && query.data.data.length === 0 && page > 1;
  useEffect(() => {
    if (pastEnd) setPage(Math.max(1, lastPage));
  }, [pastEnd, lastPage]);

  if (query.isPending) return <MessageListSkeleton label="Loading course messages" />;
  if (query.isError)
    return <ErrorAlert>{errorMessage(query.error, COURSE_MESSAGES.openMessagesFailed)}</ErrorAlert>;
  const { data, current_page, last_page, total } = query.data;
  if (data.length === 0) return pastEnd ? null : <EmptyState />;

  return (
    <Stack gap="md">
      <Text ref={countRef} fw={500} aria-live="polite" tabIndex={-1} style={{ outline: 'none' }}>
        {total === 1 ? '1 message' : `${total} messages`}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Course messages">
        {data.map((message) => (
          <CourseMessageRow
            key={message.id}
            message={message}
            onOpen={() => setOpened(message)}
            onDelete={() => setDeleting(message)}
          />
        ))}
      </Stack>
      <Pager current={current_page} last={last_page} onChange={setPage} label="Course message pages" />
      <MessageViewModal
        message={opened}
        variant="course"
        onClose={() => setOpened(null)}
        onDeleted={afterDelete}
      />
      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </Stack>
  );
}
