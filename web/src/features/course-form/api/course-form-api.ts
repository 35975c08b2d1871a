import type { CampusClient, CourseInput } from '@campus/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { courseFormKeys } from './keys';

/** GET /user/courses/{id}: the course as its staff edit it (drafts and pending ones too). */
export function ownCourseQueryOptions(client: CampusClient, id: number) {
  return queryOptions({
    queryKey: courseFormKeys.own(id),
    queryFn: () => client.courses.getOwn(id),
  });
}

export function useOwnCourse(id: number) {
  return useQuery(ownCourseQueryOptions(useApiClient(), id));
}

/** GET /courses/teachers: the teacher select's options (the server answers [] for non-holders). */
export function useCourseTeachers(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: courseFormKeys.teachers(),
    queryFn: () => client.courses.teachers(),
    enabled,
  });
}

/** POST /courses; every course query loads again. */
export function useCreateCourse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseInput) => client.courses.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseFormKeys.all }),
  });
}

/** PUT /courses/{id}; every course query (lists, the course page, this form's copy) loads again. */
export function useUpdateCourse(id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseInput) => client.courses.update(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseFormKeys.all }),
  });
}

/** POST /courses/upload-photo: the file as the multipart field `photo`. */
export function useUploadCoursePhoto() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return client.courses.uploadPhoto(form);
    },
  });
}
