import { ApiError, type CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { courseKeys } from './keys';

function hasStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/**
 * GET /courses/{id} with the fallbacks of spec sections 6 and 8: a 403 (a private course outside the
 * viewer's groups) tries GET /public/courses/{id} and, when that fails too, keeps the 403 so the page can
 * say why; a 404 for a signed-in user retries GET /user/courses/{id}, which reaches the drafts and pending
 * courses they staff.
 */
export function courseQueryOptions(client: CampusClient, id: number, signedIn: boolean) {
  return queryOptions({
    queryKey: courseKeys.detail(id, signedIn),
    queryFn: async () => {
      try {
        return await client.courses.get(id);
      } catch (error) {
        if (hasStatus(error, 403)) {
          try {
            return await client.courses.getPublic(id);
          } catch {
            throw error;
          }
        }
        if (signedIn && hasStatus(error, 404)) return client.courses.getOwn(id);
        throw error;
      }
    },
  });
}

export function useCourse(id: number) {
  const { isSignedIn } = useSession();
  return useQuery(courseQueryOptions(useApiClient(), id, isSignedIn));
}
