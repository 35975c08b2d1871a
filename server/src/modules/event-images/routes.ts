import {
  EventImageSchema,
  EventSchema,
  IdParamSchema,
  ImageCaptionInputSchema,
  ImageOrderInputSchema,
  idParam,
  PhotoUploadSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, requirePermission, signedIn } from '../../auth/guards.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { acceptMultipart, readImageUploads, readPhotoUpload } from '../shared/image-upload.js';

const ImageParamsSchema = z.object({ id: idParam(), imageId: idParam() });
const ImagesEnvelope = successEnvelope(z.array(EventImageSchema));

/** A multipart body in the OpenAPI document (the parser, not the schema, reads it). */
const multipartBody = (description: string) => ({
  consumes: ['multipart/form-data'],
  description,
});

/**
 * The gallery of an event (spec section 7 "Event images") and the event form's photo upload. Uploads are
 * multipart (parsed in this plugin's scope only); files are served back from /uploads/ (plugins/uploads.ts).
 */
export const eventImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['event images'];
  const service = () => app.services.eventImages;
  await acceptMultipart(app);

  app.get(
    '/events/:id/images',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An event's images in display order, the main photo marked is_main",
        description: 'Whoever may see the event (guests: published public events); otherwise 404.',
        params: IdParamSchema,
        response: { 200: ImagesEnvelope, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service().list(request.actor ?? null, request.params.id)),
  );

  // Counted per user before the body is read: decoding and resizing is the costliest work a request asks for.
  const limitUploads = limitRequests(
    app,
    app.rateLimits.imageUploads,
    (request) => `upload:${signedIn(request).id}`,
  );

  app.post(
    '/events/:id/images',
    {
      onRequest: limitUploads,
      schema: {
        tags,
        summary: 'Uploads up to 10 images (5 MB each) to the gallery; owners and admins',
        ...multipartBody(
          'multipart/form-data with images[i][file] and optional images[i][caption]. The bytes are sniffed (JPEG, PNG, GIF, WebP, AVIF); one that is not an image refuses the upload and nothing is stored (422). Each image is kept as sent and resized to small (400 px) and large (1600 px) WebP.',
        ),
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 201: ImagesEnvelope, ...errorResponses(400, 401, 403, 404, 415, 422) },
      },
    },
    async (request, reply) => {
      const images = await service().upload(signedIn(request), request.params.id, () =>
        readImageUploads(request),
      );
      return reply.code(201).send(ok(images, 'Images uploaded'));
    },
  );

  app.put(
    '/events/:id/images/reorder',
    {
      schema: {
        tags,
        summary: "Sets the display order of the event's images; owners and admins",
        description: 'Every id must be an image of this event (422 otherwise); one transaction.',
        ...bearerSecurity,
        params: IdParamSchema,
        body: ImageOrderInputSchema,
        response: { 200: ImagesEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().reorder(signedIn(request), request.params.id, request.body),
        'Images reordered successfully!',
      ),
  );

  app.put(
    '/events/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: "Changes an image's caption (blank clears it); owners and admins",
        ...bearerSecurity,
        params: ImageParamsSchema,
        body: ImageCaptionInputSchema,
        response: { 200: successEnvelope(EventImageSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().updateCaption(
          signedIn(request),
          request.params.id,
          request.params.imageId,
          request.body,
        ),
        'Caption updated',
      ),
  );

  app.delete(
    '/events/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Deletes an image and its files; a main photo clears; owners and admins',
        ...bearerSecurity,
        params: ImageParamsSchema,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().remove(signedIn(request), request.params.id, request.params.imageId),
        'Image deleted',
      ),
  );

  app.put(
    '/events/:id/images/:imageId/main-photo',
    {
      schema: {
        tags,
        summary: "Makes the image the event's main photo; answers the event as GET /events/{id}",
        ...bearerSecurity,
        params: ImageParamsSchema,
        response: { 200: successEnvelope(EventSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().setMain(signedIn(request), request.params.id, request.params.imageId),
        'Main photo updated successfully!',
      ),
  );

  app.post(
    '/events/upload-photo',
    {
      onRequest: [requirePermission('create_event'), limitUploads],
      schema: {
        tags,
        summary: "Uploads the event form's photo (create_event); answers its URL and sizes",
        ...multipartBody(
          'multipart/form-data with one file in `photo` (5 MB at most; JPEG, PNG, GIF, WebP, AVIF by its bytes).',
        ),
        ...bearerSecurity,
        response: {
          201: successEnvelope(PhotoUploadSchema),
          ...errorResponses(400, 401, 403, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const photo = await service().uploadPhoto(signedIn(request), () => readPhotoUpload(request));
      return reply.code(201).send(ok(photo, 'Photo uploaded'));
    },
  );
};
