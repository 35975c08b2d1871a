import {
  DirectMessageInputSchema,
  IdParamSchema,
  MessageListQuerySchema,
  MessageRecipientSchema,
  MessageSchema,
  paged,
  RecipientSearchQuerySchema,
  ReplyInputSchema,
  successEnvelope,
  UnreadCountSchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { courseMessagesRoutes } from './course-routes.js';

const MessageEnvelope = successEnvelope(MessageSchema);
const MessagePageEnvelope = successEnvelope(paged(MessageSchema));
const parties = 'Only its sender and its recipients reach a message; anyone else gets 404 (admins too).';

/** Spec section 7 "Messages": inbox, sent, the unread count, one message, direct messages and replies. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const service = () => app.services.messages;

  app.get(
    '/messages/inbox',
    {
      schema: {
        tags,
        summary: 'Messages the user received, newest first, 20 a page (unread=true: only unopened ones)',
        ...bearerSecurity,
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request) => ok(await service().inbox(signedIn(request), request.query)),
  );

  app.get(
    '/messages/sent',
    {
      schema: {
        tags,
        summary:
          'Messages the user sent, newest first, 20 a page (unread=true: those someone has not opened)',
        ...bearerSecurity,
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request) => ok(await service().sent(signedIn(request), request.query)),
  );

  app.get(
    '/messages/unread-count',
    {
      schema: {
        tags,
        summary: "How many of the user's messages are unread (data.count); polled every 30 seconds",
        ...bearerSecurity,
        response: { 200: successEnvelope(UnreadCountSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().unreadCount(signedIn(request))),
  );

  app.get(
    '/messages/recipients',
    {
      schema: {
        tags,
        summary: 'Up to 20 people the user may write to, by first name, last name or username',
        description:
          'Admins may write to anyone; others to the people they share a group, a course, a family, a manager or an organization with, and to anyone who wrote to them (sdk MESSAGE_RECIPIENT_RULE).',
        ...bearerSecurity,
        querystring: RecipientSearchQuerySchema,
        response: { 200: successEnvelope(z.array(MessageRecipientSchema)), ...errorResponses(401, 422) },
      },
    },
    async (request) => ok(await service().recipients(signedIn(request), request.query.search)),
  );

  app.post(
    '/messages/direct',
    {
      schema: {
        tags,
        summary: 'Sends a message to one person (to_user_id) or several (to_user_ids, at most 500)',
        description:
          'Every recipient must be someone the sender may write to (see GET /messages/recipients); otherwise 422 on to_user_ids and nothing is sent. The content is sanitized.',
        ...bearerSecurity,
        body: DirectMessageInputSchema,
        response: { 201: MessageEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const message = await service().sendDirect(signedIn(request), request.body);
      return reply.code(201).send(ok(message, 'Message sent'));
    },
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: "Opens a message; the reader's copy becomes read",
        description: parties,
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: MessageEnvelope, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ok(await service().get(signedIn(request), request.params.id)),
  );

  app.put(
    '/messages/:id/read',
    {
      schema: {
        tags,
        summary: "Marks the reader's copy read",
        description: parties,
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: MessageEnvelope, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ok(await service().markRead(signedIn(request), request.params.id)),
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        summary: 'Deletes the message for the reader only (the other side keeps it)',
        description: parties,
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await service().remove(signedIn(request), request.params.id);
      return ok(null, 'Message deleted');
    },
  );

  app.post(
    '/messages/:id/reply',
    {
      schema: {
        tags,
        summary: "Replies: a recipient's reply goes to the sender, the sender's to everyone it went to",
        description: `${parties} The subject defaults to 'Re: <subject>'; a course message's reply keeps its course.`,
        ...bearerSecurity,
        params: IdParamSchema,
        body: ReplyInputSchema,
        response: { 201: MessageEnvelope, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const message = await service().reply(signedIn(request), request.params.id, request.body);
      return reply.code(201).send(ok(message, 'Reply sent'));
    },
  );

  await app.register(courseMessagesRoutes);
};
