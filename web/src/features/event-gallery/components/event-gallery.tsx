import {
  type CampusEvent,
  CONFIRMATION_MESSAGES,
  EVENT_IMAGE_MESSAGES,
  type EventImage,
  IMAGE_MESSAGES,
} from '@campus/sdk';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { CaptionModal } from '../../../components/gallery/caption-modal';
import { GalleryCarousel } from '../../../components/gallery/gallery-carousel';
import { imageLabel, inDisplayOrder, sameOrder } from '../../../components/gallery/gallery-image';
import { ReorderImages } from '../../../components/gallery/reorder-images';
import { UploadImagesModal } from '../../../components/gallery/upload-images-modal';
import { PencilIcon, ReorderIcon, StarIcon, TrashIcon, UploadIcon } from '../../../components/icons';
import { useSession } from '../../../lib/session/session-context';
import {
  useDeleteImage,
  useReorderImages,
  useSetMainPhoto,
  useUpdateCaption,
  useUploadImages,
} from '../api/event-images';
import { canManageImages } from '../lib/can-manage';

type Notice = { kind: 'success' | 'error'; text: string } | null;

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
  const manager = canManageImages(user, event);
  const images = galleryImages(event);
  const [selected, setSelected] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [caption, setCaption] = useState<{ opened: boolean; image: EventImage | null }>({
    opened: false,
    image: null,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; image: EventImage | null }>({
    opened: false,
    image: null,
  });
  // Reorder Mode: the order being arranged, or null when the mode is off.
  const [arranging, setArranging] = useState<EventImage[] | null>(null);
  const setMain = useSetMainPhoto(event.id);
  const remove = useDeleteImage(event.id);
  const reorder = useReorderImages(event.id);
  const upload = useUploadImages(event.id);
  const updateCaption = useUpdateCaption(event.id);

  if (images.length === 0 && !manager) return null;
  const current = images[Math.min(selected, images.length - 1)] ?? null;
  const changed = arranging !== null && !sameOrder(arranging, images);

  const starCurrent = () => {
    if (!current) return;
    setNotice(null);
    setMain.mutate(current.id, {
      onSuccess: () => setNotice({ kind: 'success', text: EVENT_IMAGE_MESSAGES.mainPhotoUpdated }),
      onError: () => setNotice({ kind: 'error', text: EVENT_IMAGE_MESSAGES.setMainPhotoFailed }),
    });
  };
  const confirmDelete = () => {
    const image = deleting.image;
    if (!image) return;
    remove.mutate(image.id, {
      onSuccess: () => {
        setDeleting((state) => ({ ...state, opened: false }));
        setSelected((index) => Math.max(0, Math.min(index, images.length - 2)));
      },
    });
  };
  const saveOrder = () => {
    if (!arranging) return;
    setNotice(null);
    reorder.mutate(
      { image_order: arranging.map((image, index) => ({ id: image.id, display_order: index })) },
      {
        onSuccess: () => {
          // The carousel stays at the same place, which now shows the photo that moved there.
          setArranging(null);
          setNotice({ kind: 'success', text: EVENT_IMAGE_MESSAGES.reordered });
        },
        onError: () => setNotice({ kind: 'error', text: EVENT_IMAGE_MESSAGES.reorderFailed }),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="event-gallery-heading">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="event-gallery-heading">
          Event Photos ({images.length})
        </Title>
        {manager && arranging === null && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<ReorderIcon />}
              disabled={images.length < 2}
              onClick={() => {
                setNotice(null);
                setArranging(images);
              }}
            >
              Reorder Mode
            </Button>
            <Button leftSection={<UploadIcon />} onClick={() => setUploadOpen(true)}>
              Upload Images
            </Button>
          </Group>
        )}
      </Group>

      {notice?.kind === 'success' && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {notice?.kind === 'error' && <ErrorAlert>{notice.text}</ErrorAlert>}

      {arranging !== null ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Drag the photos into the order you want, or use the arrow buttons; the first photo comes first in
            the gallery.
          </Text>
          <ReorderImages images={arranging} onChange={setArranging} />
          <Group gap="xs">
            <Button onClick={saveOrder} disabled={!changed} loading={reorder.isPending}>
              Save & Exit
            </Button>
            <Button
              variant="default"
              disabled={reorder.isPending}
              onClick={() => {
                setArranging(null);
                setNotice(null);
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : images.length === 0 ? (
        <Text c="dimmed">No photos yet. {IMAGE_MESSAGES.uploadHint}.</Text>
      ) : (
        <>
          <GalleryCarousel
            images={images}
            selected={selected}
            onSelect={setSelected}
            altPrefix="Event photo"
          />
          {manager && current && (
            <Group
              gap="xs"
              aria-label={`Manage ${imageLabel(current, images.indexOf(current))}`}
              role="group"
            >
              <Button
                variant={current.is_main ? 'light' : 'default'}
                color="yellow"
                leftSection={<StarIcon filled={current.is_main} />}
                onClick={starCurrent}
                loading={setMain.isPending}
                disabled={current.is_main}
              >
                {current.is_main ? 'Main Photo' : 'Set as Main Photo'}
              </Button>
              <Button
                variant="default"
                leftSection={<PencilIcon />}
                onClick={() => setCaption({ opened: true, image: current })}
              >
                Edit Caption
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<TrashIcon />}
                onClick={() => {
                  remove.reset();
                  setDeleting({ opened: true, image: current });
                }}
              >
                Delete
              </Button>
            </Group>
          )}
        </>
      )}

      {manager && (
        <>
          <UploadImagesModal
            onUpload={upload.mutateAsync}
            opened={uploadOpen}
            onClose={() => setUploadOpen(false)}
            onUploaded={() => {
              setUploadOpen(false);
              setNotice(null);
            }}
          />
          <CaptionModal
            onSave={updateCaption.mutateAsync}
            opened={caption.opened}
            image={caption.image}
            onClose={() => setCaption((state) => ({ ...state, opened: false }))}
          />
          <ConfirmDialog
            opened={deleting.opened}
            title="Delete Image"
            confirmLabel="Delete"
            pending={remove.isPending}
            error={remove.isError ? EVENT_IMAGE_MESSAGES.deleteFailed : null}
            onConfirm={confirmDelete}
            onClose={() => setDeleting((state) => ({ ...state, opened: false }))}
          >
            Are you sure you want to delete this image? {CONFIRMATION_MESSAGES.cannotBeUndone}.
          </ConfirmDialog>
        </>
      )}
    </Stack>
  );
}

export default EventGallery;
