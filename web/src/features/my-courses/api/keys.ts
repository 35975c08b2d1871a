/**
 * Query keys of the My Courses tab. They sit under ['courses'], the root every course feature uses, so a
 * feature that changes a course (and invalidates ['courses']) refreshes these lists too.
 */
export const myCourseKeys = {
  all: ['courses'] as const,
  dashboard: () => [...myCourseKeys.all, 'dashboard'] as const,
  enrolled: () => [...myCourseKeys.all, 'enrolled'] as const,
  recommended: () => [...myCourseKeys.all, 'recommended'] as const,
  children: () => [...myCourseKeys.all, 'children'] as const,
  pending: (page: number) => [...myCourseKeys.all, 'pending', page] as const,
  users: (courseId: number) => [...myCourseKeys.all, 'users', courseId] as const,
  enrollments: (courseId: number) => [...myCourseKeys.all, 'enrollments', courseId] as const,
};
