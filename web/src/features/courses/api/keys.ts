/**
 * Query keys of the course pages. They sit under ['courses'], the root every course feature uses, so a
 * feature that changes a course (and invalidates ['courses']) refreshes the list and the detail too.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (page: number, perPage: number) => [...courseKeys.all, 'list', page, perPage] as const,
  detail: (id: number, signedIn: boolean) => [...courseKeys.all, 'detail', id, signedIn] as const,
};
