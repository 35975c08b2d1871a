import { ApiError, type CampusClient, type Course } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { courseKeys } from './keys';

function hasStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/** A 403 (a private course outside the viewer's groups) tries GET /public/courses/{id}; failing that, the 403 stays. */
async function orPublic(client: CampusClient, id: number, load: () => Promise<Course>): Promise<Course> {
  try {
    return await load();
  } catch (error) {
    if (!hasStatus(error, 403)) throw error;
    try {
      return await client.courses.getPublic(id);
    } catch {
      throw error;
    }
  }
}

/**
 * One course for its page, with the fallbacks of spec sections 6 and 8. A signed-in user asks GET
 * /user/courses/{id} first: it answers as GET /courses/{id} does and also reaches the drafts and pending
 * courses they staff (admins every course), so opening one no longer costs a 404 in the console before the
 * spec's retry. A guest asks GET /courses/{id}. Either way a 403 falls back to GET /public/courses/{id}
 * and, when that fails too, keeps the 403 so the page can say why; a 404 is final.
 */
export function courseQueryOptions(client: CampusClient, id: number, signedIn: boolean) {
  return queryOptions({
    queryKey: courseKeys.detail(id, signedIn),
    queryFn: () =>
      orPublic(client, id, () => (signedIn ? client.courses.getOwn(id) : client.courses.get(id))),
  });
}

export function useCourse(id: number) {
  const { isSignedIn } = useSession();
  return useQuery(courseQueryOptions(useApiClient(), id, isSignedIn));
}
