import { type CalendarPerson, calendarRange, DASHBOARD_MESSAGES, DEFAULT_CALENDAR_VIEW } from '@campus/sdk';
import { Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCalendarRange } from '../api/queries';
import { CalendarBoard } from '../components/calendar-board';
import { CalendarLegend } from '../components/calendar-legend';
import { MineFilters } from '../components/mine-filters';
import { SubscribePanel } from '../components/subscribe-panel';
import { useCalendarPlace } from '../lib/calendar-params';
import { CALENDAR_TEXT } from '../lib/calendar-text';
import { DEFAULT_MINE_FILTER, filterMine, type MineFilter } from '../lib/filters';
import { indexPeople } from '../lib/people';
import { usePhone, useToday } from '../lib/use-today';

const HEADING_ID = 'calendar-heading';
const NO_PEOPLE: CalendarPerson[] = [];

/**
 * /dashboard/calendar, where every sign-in lands: the reader's and their children's enrolled course
 * sessions and RSVPs by day, week (the default) or month, with the filters, the legend and the
 * Subscribe panel. The view and the day are in the URL.
 */
export function CalendarPage() {
  useDocumentTitle('Calendar');
  const today = useToday();
  const phone = usePhone();
  const place = useCalendarPlace(DEFAULT_CALENDAR_VIEW, today);
  const range = calendarRange(place.view, place.anchor);
  const calendar = useCalendarRange('mine', range);
  const [filter, setFilter] = useState<MineFilter>(DEFAULT_MINE_FILTER);
  const people = calendar.data?.people ?? NO_PEOPLE;
  const peopleIndex = useMemo(() => indexPeople(people), [people]);
  const items = useMemo(
    () => filterMine(calendar.data?.items ?? [], people, filter),
    [calendar.data, people, filter],
  );

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
        <CalendarBoard
          view={place.view}
          anchor={place.anchor}
          today={today}
          items={items}
          people={peopleIndex}
          phone={phone}
          emptyText={CALENDAR_TEXT.noItemsThisDay}
          loading={calendar.isPending}
          refreshing={calendar.isPlaceholderData}
          error={calendar.error}
          errorFallback={DASHBOARD_MESSAGES.loadFailed}
          headingId={HEADING_ID}
          onGo={place.go}
        >
          <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
            <MineFilters people={people} filter={filter} onChange={setFilter} />
            <CalendarLegend />
          </Group>
        </CalendarBoard>
      </Stack>
      <SubscribePanel />
    </Stack>
  );
}

export default CalendarPage;
