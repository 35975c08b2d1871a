import type { CampusClient } from '@campus/sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** GET /courses: one page of the published courses the viewer may see, soonest first. */
export function coursePageQueryOptions(client: CampusClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: courseKeys.list(page, perPage),
    queryFn: () => client.courses.list({ page, per_page: perPage }),
  });
}

/** The page shown stays on screen while the next one loads. */
export function useCoursePage(page: number, perPage: number) {
  return useQuery({
    ...coursePageQueryOptions(useApiClient(), page, perPage),
    placeholderData: keepPreviousData,
  });
}
