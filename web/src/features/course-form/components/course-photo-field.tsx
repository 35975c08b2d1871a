import { ApiError, COURSE_MESSAGES, coursePhotoError, type ImageSizes } from '@campus/sdk';
import { Button, FileInput, Group, Image, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useUploadCoursePhoto } from '../api/course-form-api';

export interface CoursePhotoFieldProps {
  /** The stored photo's large (or small) URL, '' when the course has none. */
  previewUrl: string;
  /** The uploaded photo's three sizes, or null when the photo is removed. */
  onChange: (sizes: ImageSizes | null) => void;
  /** A server error about the photo fields. */
  error?: string | null;
  /** Told while an upload runs, so the form does not save without the photo being picked. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The course photo: checked with the sdk's coursePhotoError before uploading (an image under 5MB, spec
 * section 5), uploaded at once (POST /courses/upload-photo), then previewed; the form sends its sizes.
 */
export function CoursePhotoField({ previewUrl, onChange, error, onUploadingChange }: CoursePhotoFieldProps) {
  const upload = useUploadCoursePhoto();
  useEffect(() => onUploadingChange?.(upload.isPending), [upload.isPending, onUploadingChange]);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setProblem(null);
    setFile(chosen);
    if (!chosen) return;
    const invalid = coursePhotoError(chosen);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    try {
      const answer = await upload.mutateAsync(chosen);
      onChange(answer.sizes);
    } catch (failure) {
      // The server's reason when it refused the image (e.g. too many pixels); otherwise the form's fallback.
      const refusal =
        failure instanceof ApiError && failure.status === 422 ? failure.fieldErrors.photo?.[0] : null;
      setProblem(refusal ?? COURSE_MESSAGES.uploadPhotoFailed);
    }
  };

  const shown = problem ?? error ?? null;
  return (
    <Stack gap="xs">
      <FileInput
        label="Course Photo"
        description="An image (JPEG, PNG, GIF, etc.) under 5MB"
        placeholder="Choose an image"
        // Mantine's placeholder grey is 2:1 on white; the dimmed text colour meets 4.5:1 in both themes.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept="image/*"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        disabled={upload.isPending}
        rightSection={upload.isPending ? <Loader size="xs" aria-label="Uploading photo" /> : undefined}
        // role=alert: the check runs when a file is picked, not on submit, so it is announced at once.
        error={shown ? <span role="alert">{shown}</span> : undefined}
      />
      {previewUrl && (
        <Group align="flex-end" gap="sm">
          <Image src={previewUrl} alt="Course photo preview" w={200} h={130} radius="sm" fit="cover" />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => {
              setFile(null);
              setProblem(null);
              onChange(null);
            }}
          >
            Remove Photo
          </Button>
        </Group>
      )}
    </Stack>
  );
}
