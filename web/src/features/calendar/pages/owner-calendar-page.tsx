import { type CalendarSource, calendarRange, DASHBOARD_MESSAGES } from '@campus/sdk';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCalendarRange } from '../api/queries';
import { CalendarBoard } from '../components/calendar-board';
import { CalendarLegend } from '../components/calendar-legend';
import { SourceChecklist } from '../components/source-checklist';
import { useCalendarPlace } from '../lib/calendar-params';
import { CALENDAR_TEXT } from '../lib/calendar-text';
import { DEFAULT_SOURCE_FILTER, filterSources, type SourceFilter } from '../lib/filters';
import { indexPeople } from '../lib/people';
import { usePhone, useToday } from '../lib/use-today';

const HEADING_ID = 'owner-calendar-heading';
const NO_PEOPLE = indexPeople([]);
const NO_SOURCES: CalendarSource[] = [];

/**
 * /dashboard/owner-calendar: the courses and events the reader owns, by day, week or month, with a
 * checkbox per course and event (all ticked at first), Select All, Unselect All and the counts.
 */
export function OwnerCalendarPage() {
  useDocumentTitle('Owner Calendar');
  const today = useToday();
  const phone = usePhone();
  const place = useCalendarPlace('week', today);
  const calendar = useCalendarRange('owner', calendarRange(place.view, place.anchor));
  const [filter, setFilter] = useState<SourceFilter>(DEFAULT_SOURCE_FILTER);
  const courses = calendar.data?.courses ?? NO_SOURCES;
  const events = calendar.data?.events ?? NO_SOURCES;
  const items = useMemo(
    () => filterSources(calendar.data?.items ?? [], { courses, events }, filter),
    [calendar.data, courses, events, filter],
  );
  const ownsNothing = calendar.isSuccess && courses.length + events.length === 0;
  const noneSelected =
    !ownsNothing &&
    courses.every((course) => filter.hiddenCourses.has(course.id)) &&
    events.every((event) => filter.hiddenEvents.has(event.id));

  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <CalendarBoard
        view={place.view}
        anchor={place.anchor}
        today={today}
        items={items}
        people={NO_PEOPLE}
        phone={phone}
        emptyText={CALENDAR_TEXT.noItemsThisDay}
        loading={calendar.isPending}
        refreshing={calendar.isPlaceholderData}
        error={calendar.error}
        errorFallback={DASHBOARD_MESSAGES.loadFailed}
        headingId={HEADING_ID}
        onGo={place.go}
      >
        {ownsNothing ? (
          <Text c="dimmed">{CALENDAR_TEXT.noOwnedSources}</Text>
        ) : (
          calendar.data && (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {courses.length > 0 && (
                  <SourceChecklist
                    title="Courses"
                    sources={courses}
                    hidden={filter.hiddenCourses}
                    onChange={(hiddenCourses) => setFilter({ ...filter, hiddenCourses })}
                  />
                )}
                {events.length > 0 && (
                  <SourceChecklist
                    title="Events"
                    sources={events}
                    hidden={filter.hiddenEvents}
                    onChange={(hiddenEvents) => setFilter({ ...filter, hiddenEvents })}
                  />
                )}
              </SimpleGrid>
              <CalendarLegend />
              {noneSelected && (
                <Alert color="blue" variant="light">
                  {CALENDAR_TEXT.noneSelected}
                </Alert>
              )}
            </Stack>
          )
        )}
      </CalendarBoard>
    </Stack>
  );
}

export default OwnerCalendarPage;
