import type { CalendarView } from '@campus/sdk';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { CALENDAR_TEXT } from '../lib/calendar-text';

/** The shape of the view while its first range loads (a status named 'Loading calendar'). */
export function CalendarSkeleton({ view, phone }: { view: CalendarView; phone: boolean }) {
  const columns = view === 'day' || phone ? 1 : 7;
  const cells = view === 'month' ? (phone ? 6 : 42) : view === 'week' ? 7 : 3;
  return (
    <Stack role="status" aria-label={CALENDAR_TEXT.loading} gap="xs">
      <SimpleGrid cols={columns} spacing="xs">
        {Array.from({ length: cells }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Skeleton key={index} height={view === 'month' ? 72 : view === 'week' && !phone ? 160 : 56} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
