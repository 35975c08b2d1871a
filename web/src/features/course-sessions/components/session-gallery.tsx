import { CONFIRMATION_MESSAGES, EVENT_IMAGE_MESSAGES, IMAGE_MESSAGES, type SessionImage } from '@campus/sdk';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { CaptionModal } from '../../../components/gallery/caption-modal';
import { GalleryCarousel } from '../../../components/gallery/gallery-carousel';
import { imageLabel, inDisplayOrder, sameOrder } from '../../../components/gallery/gallery-image';
import { ReorderImages } from '../../../components/gallery/reorder-images';
import { UploadImagesModal } from '../../../components/gallery/upload-images-modal';
import { PencilIcon, ReorderIcon, TrashIcon, UploadIcon } from '../../../components/icons';
import { useSessionImageMutations } from '../api/mutations';

type Notice = { kind: 'success' | 'error'; text: string } | null;

interface SessionGalleryProps {
  courseId: number;
  sessionId: number;
  images: SessionImage[];
  /** The course's staff upload, caption, delete and reorder. */
  manager: boolean;
}

/**
 * The session's photos (spec section 2): the carousel for everyone who sees the session; for staff the
 * same upload, caption, delete and Reorder Mode as the event gallery, with the same alerts.
 */
export function SessionGallery({ courseId, sessionId, images: given, manager }: SessionGalleryProps) {
  const images = inDisplayOrder(given);
  const [selected, setSelected] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [caption, setCaption] = useState<{ opened: boolean; image: SessionImage | null }>({
    opened: false,
    image: null,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; image: SessionImage | null }>({
    opened: false,
    image: null,
  });
  // Reorder Mode: the order being arranged, or null when the mode is off.
  const [arranging, setArranging] = useState<SessionImage[] | null>(null);
  const { upload, caption: updateCaption, remove, reorder } = useSessionImageMutations(courseId, sessionId);

  if (images.length === 0 && !manager) return null;
  const current = images[Math.min(selected, images.length - 1)] ?? null;
  const changed = arranging !== null && !sameOrder(arranging, images);

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
          setArranging(null);
          setNotice({ kind: 'success', text: EVENT_IMAGE_MESSAGES.reordered });
        },
        onError: () => setNotice({ kind: 'error', text: EVENT_IMAGE_MESSAGES.reorderFailed }),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="session-gallery-heading">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="session-gallery-heading">
          Session Photos ({images.length})
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
            altPrefix="Session photo"
          />
          {manager && current && (
            <Group
              gap="xs"
              aria-label={`Manage ${imageLabel(current, images.indexOf(current))}`}
              role="group"
            >
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

export default SessionGallery;
