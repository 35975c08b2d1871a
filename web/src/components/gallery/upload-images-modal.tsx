import { ApiError, EVENT_IMAGE_MESSAGES, IMAGE_MESSAGES, imageSelectionError } from '@campus/sdk';
import { Button, FileInput, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../error-alert';
import type { ImageToUpload } from './gallery-image';

interface UploadImagesModalProps {
  /** Sends the chosen files (POST .../images of the event or the session). */
  onUpload: (images: ImageToUpload[]) => Promise<unknown>;
  opened: boolean;
  onClose: () => void;
  onUploaded: (count: number) => void;
}

/** The server's reason for a refused upload (e.g. a renamed non-image), when it gave one. */
function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.status === 422 && error.message) {
    return `${EVENT_IMAGE_MESSAGES.uploadFailed} ${error.message}`;
  }
  return EVENT_IMAGE_MESSAGES.uploadFailed;
}

/**
 * Upload Images (spec sections 2 and 5): several files at once, an optional caption for each, at most
 * 10 images of 5MB, checked before anything is sent.
 */
export function UploadImagesModal({ onUpload, opened, onClose, onUploaded }: UploadImagesModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [captions, setCaptions] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const upload = useMutation({ mutationFn: onUpload });
  const selectionError = imageSelectionError(files);
  const shownError = touched ? selectionError : null;

  const reset = () => {
    setFiles([]);
    setCaptions([]);
    setTouched(false);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };
  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setCaptions(chosen.map(() => ''));
    setTouched(true);
    upload.reset();
  };
  const submit = () => {
    setTouched(true);
    if (selectionError) return;
    const count = files.length;
    upload.mutate(
      files.map((file, index) => ({ file, caption: captions[index] ?? '' })),
      {
        onSuccess: () => {
          reset();
          onUploaded(count);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Upload Images" centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <FileInput
            label="Images"
            description={IMAGE_MESSAGES.uploadHint}
            placeholder="Choose images"
            multiple
            accept="image/*"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear chosen images' }}
            value={files}
            onChange={choose}
            error={shownError}
            disabled={upload.isPending}
            data-autofocus
          />
          {files.length > 0 && !selectionError && (
            <Stack gap="xs">
              {files.map((file, index) => (
                <TextInput
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced, never reordered
                  key={`${file.name}-${index}`}
                  label={`Caption for ${file.name}`}
                  description="Optional"
                  maxLength={255}
                  value={captions[index] ?? ''}
                  disabled={upload.isPending}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setCaptions((current) => current.map((caption, at) => (at === index ? value : caption)));
                  }}
                />
              ))}
            </Stack>
          )}
          {upload.isError && <ErrorAlert>{uploadFailure(upload.error)}</ErrorAlert>}
          {upload.isPending && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">
                Uploading {files.length} image{files.length === 1 ? '' : 's'}…
              </Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
