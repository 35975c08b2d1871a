import { type ImageOrderInput, imageUploadForm } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageToUpload } from '../../../components/gallery/gallery-image';
import { useApiClient } from '../../../lib/api-client';
import { eventKeys } from '../../events/api/keys';

/**
 * Every change to the gallery reads the event again: its `images` feed the gallery and its `main_photo`
 * the hero (and the cards of the lists).
 */
function useInvalidateEvent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** POST /events/{id}/images (multipart `images[i][file]`, `images[i][caption]`). */
export function useUploadImages(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (images: ImageToUpload[]) =>
      client.eventImages.upload(
        eventId,
        imageUploadForm(images.map(({ file, caption }) => ({ file, name: file.name, caption }))),
      ),
    onSuccess: invalidate,
  });
}

/** PUT /events/{id}/images/{imageId} {caption}. */
export function useUpdateCaption(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: ({ imageId, caption }: { imageId: number; caption: string }) =>
      client.eventImages.updateCaption(eventId, imageId, { caption }),
    onSuccess: invalidate,
  });
}

/** DELETE /events/{id}/images/{imageId}. */
export function useDeleteImage(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (imageId: number) => client.eventImages.remove(eventId, imageId),
    onSuccess: invalidate,
  });
}

/** PUT /events/{id}/images/{imageId}/main-photo. */
export function useSetMainPhoto(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (imageId: number) => client.eventImages.setMain(eventId, imageId),
    onSuccess: invalidate,
  });
}

/** PUT /events/{id}/images/reorder {image_order}. */
export function useReorderImages(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateEvent();
  return useMutation({
    mutationFn: (input: ImageOrderInput) => client.eventImages.reorder(eventId, input),
    onSuccess: invalidate,
  });
}
