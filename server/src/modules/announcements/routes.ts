import {
  AnnouncementDetailSchema,
  AnnouncementInputSchema,
  AnnouncementListQuerySchema,
  AnnouncementSchema,
  IdParamSchema,
  idParam,
  paged,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const AnnouncementParamsSchema = z.object({ id: idParam(), announcementId: idParam() });
const AnnouncementEnvelope = successEnvelope(AnnouncementSchema);

/** The announcements endpoints of spec section 7: always under their group. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['announcements'];

  app.get(
    '/groups/:id/announcements',
    {
      schema: {
        tags,
        summary:
          "A page of the group's announcements, newest first (members: Active only; show_all for managers)",
        ...bearerSecurity,
        params: IdParamSchema,
        querystring: AnnouncementListQuerySchema,
        response: { 200: successEnvelope(paged(AnnouncementSchema)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await app.services.announcements.list(signedIn(request), request.params.id, request.query)),
  );

  app.post(
    '/groups/:id/announcements',
    {
      schema: {
        tags,
        summary: "Post an announcement (the group's coordinators and admins); the body is sanitized",
        ...bearerSecurity,
        params: IdParamSchema,
        body: AnnouncementInputSchema,
        response: { 201: AnnouncementEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const announcement = await app.services.announcements.create(
        signedIn(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(ok(announcement, 'Announcement created'));
    },
  );

  app.get(
    '/groups/:id/announcements/:announcementId',
    {
      schema: {
        tags,
        summary: 'One announcement and whether the viewer may manage it (is_coordinator)',
        ...bearerSecurity,
        params: AnnouncementParamsSchema,
        response: { 200: successEnvelope(AnnouncementDetailSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await app.services.announcements.get(
          signedIn(request),
          request.params.id,
          request.params.announcementId,
        ),
      ),
  );

  app.put(
    '/groups/:id/announcements/:announcementId',
    {
      schema: {
        tags,
        summary: "Edit an announcement (the group's coordinators and admins)",
        ...bearerSecurity,
        params: AnnouncementParamsSchema,
        body: AnnouncementInputSchema,
        response: { 200: AnnouncementEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await app.services.announcements.update(
          signedIn(request),
          request.params.id,
          request.params.announcementId,
          request.body,
        ),
        'Announcement updated',
      ),
  );

  app.delete(
    '/groups/:id/announcements/:announcementId',
    {
      schema: {
        tags,
        summary: "Delete an announcement (the group's coordinators and admins)",
        ...bearerSecurity,
        params: AnnouncementParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await app.services.announcements.remove(
        signedIn(request),
        request.params.id,
        request.params.announcementId,
      );
      return ok(null, 'Announcement deleted');
    },
  );
};
