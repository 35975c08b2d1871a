import type { CalendarScope, DateRange } from '@campus/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/**
 * GET /calendar?from&to&scope: one call per view. The previous range stays on screen (dimmed by the
 * caller) while the next one loads, so Previous and Next do not flash a skeleton.
 */
export function useCalendarRange(scope: CalendarScope, range: DateRange) {
  const client = useApiClient();
  return useQuery({
    queryKey: calendarKeys.range(scope, range),
    queryFn: () => client.calendar.range({ ...range, scope }),
    placeholderData: keepPreviousData,
    // Enrollments and RSVPs change on other screens: coming back to a calendar reads it again.
    staleTime: 0,
  });
}

/** GET /calendar/feed: whether the reader's feed URL is active (the URL itself is shown only once). */
export function useFeedStatus() {
  const client = useApiClient();
  return useQuery({ queryKey: calendarKeys.feed(), queryFn: () => client.calendar.feedStatus() });
}
