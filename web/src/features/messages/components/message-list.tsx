import type { Message } from '@campus/sdk';
import { Badge, Card, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable } from '../../../components/data-table';
import type { MessageBox } from '../api/keys';
import { formatMessageDate } from '../lib/message-date';
import { counterpartText } from '../lib/people';
import classes from './message-list.module.css';
import { UnreadMarker } from './unread-marker';

interface MessageListProps {
  messages: Message[];
  box: MessageBox;
  /** Names the list (the tab's label). */
  label: string;
  onOpen: (message: Message) => void;
}

/** A received message the reader has not opened; what they sent is never unread to them. */
export const isUnread = (message: Message) => !message.is_read && !message.is_sender;

/** From (or To), Subject, Course and Date; unread rows in bold. The subject is the row's button. */
function MessageTable({ messages, box, label, onOpen }: MessageListProps) {
  return (
    <DataTable
      minWidth={640}
      highlightOnHover
      verticalSpacing="sm"
      aria-label={label}
      head={
        <>
          <Table.Th w={24} style={{ position: 'relative' }}>
            <VisuallyHidden>Status</VisuallyHidden>
          </Table.Th>
          <Table.Th>{box === 'inbox' ? 'From' : 'To'}</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>Course</Table.Th>
          <Table.Th>Date</Table.Th>
        </>
      }
    >
      {messages.map((message) => {
        const unread = isUnread(message);
        return (
          // A click anywhere on the row opens the message (the subject button is the keyboard's way in).
          <Table.Tr key={message.id} className={classes.row} onClick={() => onOpen(message)}>
            <Table.Td>
              <UnreadMarker unread={unread} />
            </Table.Td>
            <Table.Td fw={unread ? 700 : 400} maw={220} className={classes.clip}>
              {counterpartText(message, box)}
            </Table.Td>
            <Table.Td>
              <UnstyledButton
                className={classes.subject}
                fz="sm"
                fw={unread ? 700 : 400}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(message);
                }}
              >
                {message.subject}
              </UnstyledButton>
            </Table.Td>
            <Table.Td c={message.course ? undefined : 'dimmed'}>{message.course?.name ?? '—'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMessageDate(message.created_at)}</Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

/** On a phone: one card per message, the whole card a button. */
function MessageCards({ messages, box, label, onOpen }: MessageListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {messages.map((message) => {
        const unread = isUnread(message);
        return (
          <li key={message.id}>
            <Card
              component="button"
              type="button"
              withBorder
              radius="md"
              padding="sm"
              w="100%"
              className={classes.card}
              onClick={() => onOpen(message)}
            >
              <Group gap="xs" wrap="nowrap" align="center">
                <UnreadMarker unread={unread} />
                <Text component="span" fw={unread ? 700 : 500} size="sm" className={classes.clip} flex={1}>
                  {box === 'sent' ? `To: ${counterpartText(message, box)}` : counterpartText(message, box)}
                </Text>
                <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatMessageDate(message.created_at)}
                </Text>
              </Group>
              <Text component="span" display="block" fw={unread ? 700 : 400} mt={4} pl={16}>
                {message.subject}
              </Text>
              {message.course && (
                <Badge component="span" variant="light" color="gray" mt={6} ml={16} tt="none">
                  {message.course.name}
                </Badge>
              )}
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}

/** The messages of a tab: a table, or cards at phone width. */
export function MessageList(props: MessageListProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return phone ? <MessageCards {...props} /> : <MessageTable {...props} />;
}
