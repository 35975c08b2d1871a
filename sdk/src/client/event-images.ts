import { z } from 'zod';
import type { ImageCaptionInput, ImageOrderInput } from '../rules/validation/image.js';
import { EventSchema } from '../schemas/event.js';
import { EventImageSchema } from '../schemas/event-image.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Event images": the gallery, managed by the event's owners and admins. */
export function eventImagesResource(transport: Transport) {
  const images = (eventId: number) => `/events/${eventId}/images`;
  return {
    /** GET /events/{id}/images: in display order (whoever may see the event). */
    list: (eventId: number) =>
      transport.request('GET', images(eventId), { schema: z.array(EventImageSchema) }),
    /** POST multipart `images[i][file]` and `images[i][caption]`: up to 10 images of 5 MB; answers the new ones. */
    upload: (eventId: number, form: FormData) =>
      transport.request('POST', images(eventId), { body: form, schema: z.array(EventImageSchema) }),
    updateCaption: (eventId: number, imageId: number, input: ImageCaptionInput) =>
      transport.request('PUT', `${images(eventId)}/${imageId}`, { body: input, schema: EventImageSchema }),
    remove: (eventId: number, imageId: number) =>
      transport.request('DELETE', `${images(eventId)}/${imageId}`, { schema: z.null() }),
    /** PUT .../main-photo: the starred image becomes the event's main photo. */
    setMain: (eventId: number, imageId: number) =>
      transport.request('PUT', `${images(eventId)}/${imageId}/main-photo`, { schema: EventSchema }),
    /** PUT /events/{id}/images/reorder: every image of the event with its new place. */
    reorder: (eventId: number, input: ImageOrderInput) =>
      transport.request('PUT', `${images(eventId)}/reorder`, {
        body: input,
        schema: z.array(EventImageSchema),
      }),
  };
}

/** Builds the multipart body of an upload: `images[i][file]` and `images[i][caption]`. */
export function imageUploadForm(
  files: ReadonlyArray<{ file: Blob; name: string; caption?: string | null }>,
): FormData {
  const form = new FormData();
  files.forEach(({ file, name, caption }, index) => {
    form.append(`images[${index}][file]`, file, name);
    if (caption?.trim()) form.append(`images[${index}][caption]`, caption.trim());
  });
  return form;
}
