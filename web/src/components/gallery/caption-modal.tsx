import { EVENT_IMAGE_MESSAGES } from '@campus/sdk';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../error-alert';
import type { GalleryImage } from './gallery-image';

/** Saves one image's caption (PUT .../images/{imageId} of the event or the session). */
export type SaveCaption = (input: { imageId: number; caption: string }) => Promise<unknown>;

interface CaptionModalProps {
  onSave: SaveCaption;
  opened: boolean;
  /** The image whose caption is edited (kept while the modal closes). */
  image: GalleryImage | null;
  onClose: () => void;
}

function CaptionForm({
  onSave,
  image,
  onClose,
}: {
  onSave: SaveCaption;
  image: GalleryImage;
  onClose: () => void;
}) {
  const [caption, setCaption] = useState(image.caption ?? '');
  // One mutation per form, so an earlier failure is not shown for the next image.
  const update = useMutation({ mutationFn: onSave });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ imageId: image.id, caption }, { onSuccess: onClose });
      }}
    >
      <Stack>
        <TextInput
          label="Caption"
          description="Leave empty to remove the caption"
          maxLength={255}
          value={caption}
          onChange={(event) => setCaption(event.currentTarget.value)}
          data-autofocus
        />
        {update.isError && <ErrorAlert>{EVENT_IMAGE_MESSAGES.updateCaptionFailed}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit Caption: one image's caption (blank removes it). */
export function CaptionModal({ onSave, opened, image, onClose }: CaptionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Caption" centered>
      {image && <CaptionForm key={image.id} onSave={onSave} image={image} onClose={onClose} />}
    </Modal>
  );
}
