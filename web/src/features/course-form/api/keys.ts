/**
 * Query keys of the course form. They sit under ['courses'] so that saving a course (which invalidates
 * ['courses']) also refreshes the course lists and pages of the other course features.
 */
export const courseFormKeys = {
  all: ['courses'] as const,
  own: (id: number) => [...courseFormKeys.all, 'own', id] as const,
  teachers: () => [...courseFormKeys.all, 'teachers'] as const,
};
