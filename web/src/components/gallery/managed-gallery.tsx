import {
  CONFIRMATION_MESSAGES,
  EVENT_IMAGE_MESSAGES,
  IMAGE_MESSAGES,
  type ImageOrderInput,
} from '@campus/sdk';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { ErrorAlert } from '../error-alert';
import { PencilIcon, ReorderIcon, TrashIcon, UploadIcon } from '../icons';
import { SuccessAlert } from '../success-alert';
import { CaptionModal, type SaveCaption } from './caption-modal';
import { GalleryCarousel } from './gallery-carousel';
import type { GalleryImage, ImageToUpload } from './gallery-image';
import { imageLabel, inDisplayOrder, sameOrder } from './gallery-image';
import { ReorderImages } from './reorder-images';
import { UploadImagesModal } from './upload-images-modal';

export type GalleryNotice = { kind: 'success' | 'error'; text: string } | null;

/** The calls a manager's gallery makes (TanStack mutations of the owning feature). */
export interface GalleryMutations {
  upload: { mutateAsync: (images: ImageToUpload[]) => Promise<unknown> };
  caption: { mutateAsync: SaveCaption };
  remove: {
    mutate: (id: number, options: { onSuccess: () => void }) => void;
    reset: () => void;
    isPending: boolean;
    isError: boolean;
  };
  reorder: {
    mutate: (input: ImageOrderInput, options: { onSuccess: () => void; onError: () => void }) => void;
    isPending: boolean;
  };
}

interface ManagedGalleryProps<Image extends GalleryImage> {
  /** 'Event' or 'Session': the heading '<kind> Photos (N)' and the photos' alt texts. */
  kind: string;
  images: readonly Image[];
  /** Upload, caption, delete and reorder (the event's owners, the course's staff). */
  manager: boolean;
  mutations: GalleryMutations;
  /** Manager actions on the shown image before Edit Caption (the event's main-photo star). */
  currentActions?: (current: Image, notify: (notice: GalleryNotice) => void) => ReactNode;
}

/**
 * A photo gallery of spec section 2 (events and sessions): the carousel for everyone who sees it; for its
 * managers upload, caption, delete and Reorder Mode (Save & Exit only after a change, Cancel restores),
 * with the spec's alerts. Hidden when there is nothing to show and nothing the viewer may do.
 */
export function ManagedGallery<Image extends GalleryImage>({
  kind,
  images: given,
  manager,
  mutations,
  currentActions,
}: ManagedGalleryProps<Image>) {
  const images = inDisplayOrder(given);
  const [selected, setSelected] = useState(0);
  const [notice, setNotice] = useState<GalleryNotice>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [caption, setCaption] = useState<{ opened: boolean; image: Image | null }>({
    opened: false,
    image: null,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; image: Image | null }>({
    opened: false,
    image: null,
  });
  // Reorder Mode: the order being arranged, or null when the mode is off.
  const [arranging, setArranging] = useState<Image[] | null>(null);
  const { upload, caption: updateCaption, remove, reorder } = mutations;
  const headingId = `${kind.toLowerCase()}-gallery-heading`;

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
          // The carousel stays at the same place, which now shows the photo that moved there.
          setArranging(null);
          setNotice({ kind: 'success', text: EVENT_IMAGE_MESSAGES.reordered });
        },
        onError: () => setNotice({ kind: 'error', text: EVENT_IMAGE_MESSAGES.reorderFailed }),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {kind} Photos ({images.length})
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
        <SuccessAlert onClose={() => setNotice(null)}>{notice.text}</SuccessAlert>
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
            altPrefix={`${kind} photo`}
          />
          {manager && current && (
            <Group
              gap="xs"
              aria-label={`Manage ${imageLabel(current, images.indexOf(current))}`}
              role="group"
            >
              {currentActions?.(current, setNotice)}
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
