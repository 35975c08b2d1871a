import {
  ImageCaptionInputSchema,
  ImageOrderInputSchema,
  idParam,
  SessionImageSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { acceptMultipart, readImageUploads } from '../shared/image-upload.js';
import { createSessionImagesService } from './images-service.js';

export { removeSessionImageFiles } from './images-service.js';

const SessionParamsSchema = z.object({ id: idParam(), sessionId: idParam() });
const ImageParamsSchema = SessionParamsSchema.extend({ imageId: idParam() });
const ImagesEnvelope = successEnvelope(z.array(SessionImageSchema));

/**
 * The gallery of a course session (spec section 7 "Sessions", images), in the shape of the event gallery
 * (modules/event-images). Multipart is parsed in this plugin's scope only. The service is made here, beside
 * its disk store: the services plugin builds the sessions service from the database and clock alone.
 */
export const sessionImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['course session images'];
  const images = createSessionImagesService(app.db, app.imageStore);
  await acceptMultipart(app);

  app.get(
    '/courses/:id/sessions/:sessionId/images',
    {
      schema: {
        tags,
        summary: "A session's images in display order; whoever reads the course's sessions",
        ...bearerSecurity,
        params: SessionParamsSchema,
        response: { 200: ImagesEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await images.list(signedIn(request), request.params.id, request.params.sessionId)),
  );

  // Counted per user under the image upload limit, as the event gallery's uploads: decoding and resizing is
  // the costliest work a request asks for.
  const limitUploads = limitRequests(
    app,
    app.rateLimits.imageUploads,
    (request) => `upload:${signedIn(request).id}`,
  );

  app.post(
    '/courses/:id/sessions/:sessionId/images',
    {
      onRequest: limitUploads,
      schema: {
        tags,
        summary: 'Uploads up to 10 images (5 MB each) to the session; the course staff',
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with images[i][file] and optional images[i][caption]. The bytes are sniffed (JPEG, PNG, GIF, WebP, AVIF); one that is not an image refuses the upload and nothing is stored (422). Each image is kept as sent and resized to small (400 px) and large (1600 px) WebP.',
        ...bearerSecurity,
        params: SessionParamsSchema,
        response: { 201: ImagesEnvelope, ...errorResponses(400, 401, 403, 404, 415, 422) },
      },
    },
    async (request, reply) => {
      const { id, sessionId } = request.params;
      const uploaded = await images.upload(signedIn(request), id, sessionId, () => readImageUploads(request));
      return reply.code(201).send(ok(uploaded, 'Images uploaded'));
    },
  );

  app.put(
    '/courses/:id/sessions/:sessionId/images/reorder',
    {
      schema: {
        tags,
        summary: "Sets the display order of the session's images; the course staff",
        description: 'Every id must be an image of this session (422 otherwise); one transaction.',
        ...bearerSecurity,
        params: SessionParamsSchema,
        body: ImageOrderInputSchema,
        response: { 200: ImagesEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      return ok(
        await images.reorder(signedIn(request), id, sessionId, request.body),
        'Images reordered successfully!',
      );
    },
  );

  app.put(
    '/courses/:id/sessions/:sessionId/images/:imageId',
    {
      schema: {
        tags,
        summary: "Changes an image's caption (blank clears it); the course staff",
        ...bearerSecurity,
        params: ImageParamsSchema,
        body: ImageCaptionInputSchema,
        response: { 200: successEnvelope(SessionImageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, sessionId, imageId } = request.params;
      return ok(
        await images.updateCaption(signedIn(request), id, sessionId, imageId, request.body),
        'Caption updated',
      );
    },
  );

  app.delete(
    '/courses/:id/sessions/:sessionId/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Deletes an image and its files; the course staff',
        ...bearerSecurity,
        params: ImageParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id, sessionId, imageId } = request.params;
      return ok(await images.remove(signedIn(request), id, sessionId, imageId), 'Image deleted');
    },
  );
};
