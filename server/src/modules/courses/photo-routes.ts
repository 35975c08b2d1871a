import { PhotoUploadSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { acceptMultipart, readPhotoUpload } from '../shared/image-upload.js';
import { uploadCoursePhoto } from './photo-upload.js';

/** The course form's photo upload; multipart bodies are parsed in this plugin's scope only. */
export const coursePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app);
  const store = app.imageStore;
  // Counted per user before the body is read, with the event uploads' limit (the same decoding and resizing
  // work); the count is this route's own.
  const limitUploads = limitRequests(
    app,
    app.rateLimits.imageUploads,
    (request) => `upload:${signedIn(request).id}`,
  );

  app.post(
    '/courses/upload-photo',
    {
      onRequest: limitUploads,
      schema: {
        tags: ['courses'],
        summary: "Uploads the course form's photo (any signed-in user); answers its URL and sizes",
        consumes: ['multipart/form-data'],
        description:
          "multipart/form-data with one file in `photo` (under 5MB; JPEG, PNG, GIF, WebP, AVIF by its bytes). Not an image: 422 'Please select an image file (JPEG, PNG, GIF, etc.)'; too large: 422 'Image file size must be less than 5MB'.",
        ...bearerSecurity,
        response: { 201: successEnvelope(PhotoUploadSchema), ...errorResponses(400, 401, 415, 422) },
      },
    },
    async (request, reply) => {
      const photo = await uploadCoursePhoto(app.db, store, signedIn(request).id, () =>
        readPhotoUpload(request),
      );
      return reply.code(201).send(ok(photo, 'Photo uploaded'));
    },
  );
};
