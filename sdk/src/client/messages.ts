import { z } from 'zod';
import type {
  CourseMessageInput,
  DirectMessageInput,
  MessageListRequest,
  ReplyInput,
} from '../rules/validation/message-input.js';
import { paged } from '../schemas/envelope.js';
import { MessageRecipientSchema, MessageSchema, UnreadCountSchema } from '../schemas/message.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Messages", plus reply and the recipient search of Compose. */
export function messagesResource(transport: Transport) {
  const listQuery = (query: MessageListRequest) => ({
    page: query.page,
    per_page: query.per_page,
    unread: query.unread ? true : undefined,
  });
  return {
    /** GET /messages/inbox: received messages, newest first, 20 a page. */
    inbox: (query: MessageListRequest = {}) =>
      transport.request('GET', '/messages/inbox', { query: listQuery(query), schema: paged(MessageSchema) }),
    /** GET /messages/sent: the reader's sent messages, newest first, 20 a page. */
    sent: (query: MessageListRequest = {}) =>
      transport.request('GET', '/messages/sent', { query: listQuery(query), schema: paged(MessageSchema) }),
    /** GET /messages/unread-count: `data.count` (polled every 30 seconds while signed in). */
    unreadCount: () => transport.request('GET', '/messages/unread-count', { schema: UnreadCountSchema }),
    /** GET /messages/{id}: opens a message; a recipient's copy becomes read. */
    get: (id: number) => transport.request('GET', `/messages/${id}`, { schema: MessageSchema }),
    /** PUT /messages/{id}/read: marks the reader's copy read without opening it. */
    markRead: (id: number) => transport.request('PUT', `/messages/${id}/read`, { schema: MessageSchema }),
    /** DELETE /messages/{id}: removes the message for the reader only. */
    remove: (id: number) => transport.request('DELETE', `/messages/${id}`, { schema: z.null() }),
    /** POST /messages/direct: to one person (`to_user_id`) or several (`to_user_ids`). */
    sendDirect: (input: DirectMessageInput) =>
      transport.request('POST', '/messages/direct', { body: input, schema: MessageSchema }),
    /** POST /messages/{id}/reply. */
    reply: (id: number, input: ReplyInput) =>
      transport.request('POST', `/messages/${id}/reply`, { body: input, schema: MessageSchema }),
    /** GET /messages/recipients?search=: people the reader may write to (at most 20). */
    recipients: (search = '') =>
      transport.request('GET', '/messages/recipients', {
        query: { search },
        schema: z.array(MessageRecipientSchema),
      }),
    /** GET /courses/{id}/messages: the course's messages, for its staff and admins (list at data.data.data). */
    courseList: (courseId: number, query: { page?: number; per_page?: number } = {}) =>
      transport.request('GET', `/courses/${courseId}/messages`, {
        query: { page: query.page, per_page: query.per_page },
        schema: paged(MessageSchema),
      }),
    /** POST /courses/{id}/messages: the Message Teacher panel. */
    sendToCourse: (courseId: number, input: CourseMessageInput) =>
      transport.request('POST', `/courses/${courseId}/messages`, { body: input, schema: MessageSchema }),
  };
}
