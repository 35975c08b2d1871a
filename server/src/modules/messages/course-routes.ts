import {
  CourseMessageInputSchema,
  CourseMessageListQuerySchema,
  IdParamSchema,
  MessageSchema,
  paged,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

/** A course's messages (spec section 2: the Message Teacher panel and the course messages panel). */
export const courseMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const service = () => app.services.messages;

  app.get(
    '/courses/:id/messages',
    {
      schema: {
        tags,
        summary: "The course's messages, newest first, 20 a page (list at data.data.data)",
        description:
          "For the course's teacher, owners, editors and admins; other viewers of the course get 403, anyone who cannot see it 404. Each message carries the reader's own is_read (the 'New' badge) and can_delete.",
        ...bearerSecurity,
        params: IdParamSchema,
        querystring: CourseMessageListQuerySchema,
        response: { 200: successEnvelope(paged(MessageSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().courseList(signedIn(request), request.params.id, request.query)),
  );

  app.post(
    '/courses/:id/messages',
    {
      schema: {
        tags,
        summary: "Message Teacher: writes to the course's teacher, owners and editors",
        description:
          "From the course's enrolled students, its staff and admins (others 403; anyone who cannot see the course 404). 422 when the course has nobody else to receive it. The content is sanitized.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: CourseMessageInputSchema,
        response: { 201: successEnvelope(MessageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const message = await service().sendToCourse(signedIn(request), request.params.id, request.body);
      return reply.code(201).send(ok(message, 'Message sent'));
    },
  );
};
