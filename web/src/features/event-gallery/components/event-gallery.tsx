import { type CampusEvent, EVENT_IMAGE_MESSAGES, type EventImage } from '@campus/sdk';
import { Button } from '@mantine/core';
import { inDisplayOrder } from '../../../components/gallery/gallery-image';
import { type GalleryNotice, ManagedGallery } from '../../../components/gallery/managed-gallery';
import { StarIcon } from '../../../components/icons';
import { useSession } from '../../../lib/session/session-context';
import {
  useDeleteImage,
  useReorderImages,
  useSetMainPhoto,
  useUpdateCaption,
  useUploadImages,
} from '../api/event-images';
import { canManageImages } from '../lib/can-manage';

/** The event's images in display order, the main one marked (from `is_main`, else the main photo's URL). */
function galleryImages(event: CampusEvent): EventImage[] {
  return inDisplayOrder(event.images ?? []).map((image) => ({
    ...image,
    is_main: image.is_main ?? event.main_photo?.image_url_large === image.image_url_large,
  }));
}

/**
 * The event images gallery on /event/{id} (spec section 2): everyone who may see the event sees the
 * carousel; the event's owners and admins also upload, caption, star the main photo, delete and reorder.
 * Hidden when there is nothing to show and nothing the viewer may do.
 */
export function EventGallery({ event }: { event: CampusEvent }) {
  const { user } = useSession();
  const setMain = useSetMainPhoto(event.id);
  const mutations = {
    upload: useUploadImages(event.id),
    caption: useUpdateCaption(event.id),
    remove: useDeleteImage(event.id),
    reorder: useReorderImages(event.id),
  };

  const star = (image: EventImage, notify: (notice: GalleryNotice) => void) => (
    <Button
      variant={image.is_main ? 'light' : 'default'}
      color="yellow"
      leftSection={<StarIcon filled={image.is_main} />}
      onClick={() => {
        notify(null);
        setMain.mutate(image.id, {
          onSuccess: () => notify({ kind: 'success', text: EVENT_IMAGE_MESSAGES.mainPhotoUpdated }),
          onError: () => notify({ kind: 'error', text: EVENT_IMAGE_MESSAGES.setMainPhotoFailed }),
        });
      }}
      loading={setMain.isPending}
      disabled={image.is_main}
    >
      {image.is_main ? 'Main Photo' : 'Set as Main Photo'}
    </Button>
  );

  return (
    <ManagedGallery
      kind="Event"
      images={galleryImages(event)}
      manager={canManageImages(user, event)}
      mutations={mutations}
      currentActions={star}
    />
  );
}

export default EventGallery;
