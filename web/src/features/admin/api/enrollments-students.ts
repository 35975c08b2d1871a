import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';

/** How many people the student picker offers for one search. */
export const STUDENT_SEARCH_LIMIT = 20;

export interface StudentSearch {
  /** Trimmed; blank lists the first people by last name. */
  search: string;
  /** Only those marked as students (the default), or every non-admin. */
  studentsOnly: boolean;
}

export const enrollmentStudentKeys = {
  all: ['admin', 'enrollments', 'students'] as const,
  search: (query: StudentSearch) => [...enrollmentStudentKeys.all, query.search, query.studentsOnly] as const,
};

/**
 * GET /admin/users: the people the Enrollments tab's "by student" picker offers, searched on the server
 * (name, username, email). Admins are never offered (spec section 2: by student, non-admins).
 */
export function useStudentSearch(query: StudentSearch) {
  const client = useApiClient();
  return useQuery({
    queryKey: enrollmentStudentKeys.search(query),
    queryFn: () =>
      client.admin.listUsers({
        search: query.search || undefined,
        is_admin: false,
        is_student: query.studentsOnly ? true : undefined,
        per_page: STUDENT_SEARCH_LIMIT,
        sort: 'last_name',
        order: 'asc',
      }),
    placeholderData: keepPreviousData,
  });
}
