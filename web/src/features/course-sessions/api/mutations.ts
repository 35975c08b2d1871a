import {
  type AttendanceInput,
  type GenerateSessionsInput,
  type ImageOrderInput,
  imageUploadForm,
  type SessionNoteInput,
  type SessionUpdateInput,
} from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageToUpload } from '../../../components/gallery/gallery-image';
import { useApiClient } from '../../../lib/api-client';
import { courseSessionKeys } from './keys';

/** Every change reads the sessions again: the list, the session page and its gallery share them. */
function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: courseSessionKeys.all });
}

/** POST /courses/{id}/sessions/generate {start_date, end_date}. */
export function useGenerateSessions(courseId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (input: GenerateSessionsInput) => client.courseSessions.generate(courseId, input),
    onSuccess: invalidate,
  });
}

/** PUT /courses/{id}/sessions/{sessionId} (agenda, summary, times, status, update_type). */
export function useUpdateSession(courseId: number, sessionId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (input: SessionUpdateInput) => client.courseSessions.update(courseId, sessionId, input),
    onSuccess: invalidate,
  });
}

/** DELETE /courses/{id}/sessions/{sessionId}; the page leaves before the lists are read again. */
export function useDeleteSession(courseId: number, sessionId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.courseSessions.remove(courseId, sessionId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: courseSessionKeys.detail(courseId, sessionId) });
      return queryClient.invalidateQueries({ queryKey: [...courseSessionKeys.all, 'list', courseId] });
    },
  });
}

/** PUT .../attendance/{studentId}. */
export function useMarkAttendance(courseId: number, sessionId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: ({ studentId, input }: { studentId: number; input: AttendanceInput }) =>
      client.courseSessions.markAttendance(courseId, sessionId, studentId, input),
    onSuccess: invalidate,
  });
}

/** POST .../notes, PUT .../notes/{noteId} (with a noteId). */
export function useSaveNote(courseId: number, sessionId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: ({ noteId, input }: { noteId?: number; input: SessionNoteInput }) =>
      noteId === undefined
        ? client.courseSessions.addNote(courseId, sessionId, input)
        : client.courseSessions.updateNote(courseId, sessionId, noteId, input),
    onSuccess: invalidate,
  });
}

/** DELETE .../notes/{noteId}. */
export function useRemoveNote(courseId: number, sessionId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (noteId: number) => client.courseSessions.removeNote(courseId, sessionId, noteId),
    onSuccess: invalidate,
  });
}

/** The session gallery's calls: upload, caption, delete, reorder. */
export function useSessionImageMutations(courseId: number, sessionId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateSessions();
  const upload = useMutation({
    mutationFn: (images: ImageToUpload[]) =>
      client.courseSessions.uploadImages(
        courseId,
        sessionId,
        imageUploadForm(images.map(({ file, caption }) => ({ file, name: file.name, caption }))),
      ),
    onSuccess: invalidate,
  });
  const caption = useMutation({
    mutationFn: ({ imageId, caption: text }: { imageId: number; caption: string }) =>
      client.courseSessions.updateImageCaption(courseId, sessionId, imageId, { caption: text }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => client.courseSessions.removeImage(courseId, sessionId, imageId),
    onSuccess: invalidate,
  });
  const reorder = useMutation({
    mutationFn: (input: ImageOrderInput) => client.courseSessions.reorderImages(courseId, sessionId, input),
    onSuccess: invalidate,
  });
  return { upload, caption, remove, reorder };
}
