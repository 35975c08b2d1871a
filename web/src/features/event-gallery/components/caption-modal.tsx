import { EVENT_IMAGE_MESSAGES, type EventImage } from '@campus/sdk';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useUpdateCaption } from '../api/event-images';

interface CaptionModalProps {
  eventId: number;
  opened: boolean;
  /** The image whose caption is edited (kept while the modal closes). */
  image: EventImage | null;
  onClose: () => void;
}

function CaptionForm({
  eventId,
  image,
  onClose,
}: {
  eventId: number;
  image: EventImage;
  onClose: () => void;
}) {
  const [caption, setCaption] = useState(image.caption ?? '');
  const update = useUpdateCaption(eventId);
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
export function CaptionModal({ eventId, opened, image, onClose }: CaptionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Caption" centered>
      {image && <CaptionForm key={image.id} eventId={eventId} image={image} onClose={onClose} />}
    </Modal>
  );
}
