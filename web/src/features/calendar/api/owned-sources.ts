import { dateIn } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/**
 * Whether the reader owns a course or an event (the dashboard's Owner Calendar tab shows only then): the
 * owner calendar of one day lists every owned course and event. False while loading or on failure.
 */
export function useOwnsCourseOrEvent(): boolean {
  const client = useApiClient();
  const today = dateIn(new Date());
  const range = { from: today, to: today };
  const owned = useQuery({
    queryKey: calendarKeys.range('owner', range),
    queryFn: () => client.calendar.range({ ...range, scope: 'owner' }),
    staleTime: 5 * 60_000,
  });
  return (owned.data?.courses.length ?? 0) + (owned.data?.events.length ?? 0) > 0;
}
