import type { Message } from '@campus/sdk';
import { Button, Divider, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Fact } from '../../../components/fact';
import { RichHtml } from '../../../components/rich-html';
import { useOpenMessage } from '../api/open-message';
import { formatMessageDate } from '../lib/message-date';
import { recipientsText, senderName } from '../lib/people';
import { DeleteMessageDialog } from './delete-message-dialog';
import { isUnread } from './message-list';
import { ReplyForm } from './reply-form';

interface MessageViewModalProps {
  message: Message | null;
  /**
   * 'mailbox' (/inbox): From, To, Course, Date, the body, Reply, Delete and Close. 'course' (the course
   * messages panel, spec section 2): subject, From, Course, Date, the body and Close, with Delete.
   */
  variant: 'mailbox' | 'course';
  onClose: () => void;
  /** After a delete: the row that opened the modal is gone, so the list says where the focus goes. */
  onDeleted?: () => void;
}

/** Marks an unread message read once when it is shown (GET /messages/{id}). */
function useMarkOpened(message: Message | null) {
  const open = useOpenMessage();
  const opened = useRef(new Set<number>());
  const mutate = open.mutate;
  useEffect(() => {
    if (!message || !isUnread(message) || opened.current.has(message.id)) return;
    opened.current.add(message.id);
    mutate(message.id);
  }, [message, mutate]);
}

/** One message, opened from a list: opening marks it read (spec section 4). */
export function MessageViewModal({ message, variant, onClose, onDeleted }: MessageViewModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [replying, setReplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  useMarkOpened(message);

  // Another message starts without the last one's reply box.
  const messageId = message?.id;
  useEffect(() => {
    if (messageId !== undefined) setReplying(false);
  }, [messageId]);

  const close = () => {
    setReplying(false);
    onClose();
  };
  const cancelReply = () => {
    setReplying(false);
    window.setTimeout(() => replyButton.current?.focus());
  };

  return (
    <Modal
      opened={message !== null}
      onClose={close}
      // While the delete confirmation is up, Escape belongs to it alone.
      closeOnEscape={!deleting}
      title={message?.subject ?? 'Message'}
      size="lg"
      fullScreen={phone}
      centered
      // The footer has the Close button; the corner's × is named apart from it.
      closeButtonProps={{ 'aria-label': 'Close message' }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' },
      }}
    >
      {message && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="xs">
            <Fact label="From">{senderName(message)}</Fact>
            {variant === 'mailbox' && <Fact label="To">{recipientsText(message)}</Fact>}
            {message.course && <Fact label="Course">{message.course.name}</Fact>}
            <Fact label="Date">{formatMessageDate(message.created_at)}</Fact>
          </SimpleGrid>
          <Divider />
          <RichHtml html={message.content} headingOffset={2} style={{ overflowWrap: 'anywhere' }} />
          <Divider />
          {replying ? (
            <ReplyForm message={message} onCancel={cancelReply} onSent={close} />
          ) : (
            <Group justify="flex-end" gap="sm">
              {message.can_delete && (
                <Button variant="light" color="red" onClick={() => setDeleting(true)}>
                  Delete
                </Button>
              )}
              {variant === 'mailbox' && (
                <Button ref={replyButton} variant="light" onClick={() => setReplying(true)}>
                  Reply
                </Button>
              )}
              <Button variant="default" onClick={close} data-autofocus>
                Close
              </Button>
            </Group>
          )}
          <DeleteMessageDialog
            message={deleting ? message : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              setDeleting(false);
              close();
              onDeleted?.();
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}
