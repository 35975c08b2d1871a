import { ADMIN_MESSAGES, type CalendarSource, calendarRange, EMPTY_STATE_MESSAGES } from '@campus/sdk';
import { Alert, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCalendarRange } from '../../../calendar/api/queries';
import { CalendarBoard } from '../../../calendar/components/calendar-board';
import { SourceChecklist } from '../../../calendar/components/source-checklist';
import { useCalendarPlace } from '../../../calendar/lib/calendar-params';
import { CALENDAR_TEXT } from '../../../calendar/lib/calendar-text';
import { DEFAULT_SOURCE_FILTER, filterSources, type SourceFilter } from '../../../calendar/lib/filters';
import { indexPeople } from '../../../calendar/lib/people';
import { usePhone, useToday } from '../../../calendar/lib/use-today';

const HEADING_ID = 'admin-calendar-heading';
const NO_PEOPLE = indexPeople([]);
const NO_SOURCES: CalendarSource[] = [];

/**
 * The admin panel's Course Calendar: every course's sessions (and schedule dates without a session) by
 * day, week (Sunday first, spec section 9) or month (Monday first), with a searchable course filter and
 * entries that show the teacher, location, times, a recurring marker and the status.
 */
export function CourseCalendarTab() {
  const today = useToday();
  const phone = usePhone();
  const place = useCalendarPlace('week', today);
  const calendar = useCalendarRange('admin', calendarRange(place.view, place.anchor, 'sunday'));
  const [filter, setFilter] = useState<SourceFilter>(DEFAULT_SOURCE_FILTER);
  const courses = calendar.data?.courses ?? NO_SOURCES;
  const items = useMemo(
    () => filterSources(calendar.data?.items ?? [], { courses, events: NO_SOURCES }, filter),
    [calendar.data, courses, filter],
  );
  const noneSelected = courses.length > 0 && courses.every((course) => filter.hiddenCourses.has(course.id));

  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <CalendarBoard
        view={place.view}
        anchor={place.anchor}
        today={today}
        weekStart="sunday"
        items={items}
        people={NO_PEOPLE}
        details
        phone={phone}
        emptyText={EMPTY_STATE_MESSAGES.noCoursesToday}
        loading={calendar.isPending}
        refreshing={calendar.isPlaceholderData}
        error={calendar.error}
        errorFallback={ADMIN_MESSAGES.loadFailed}
        headingId={HEADING_ID}
        onGo={place.go}
      >
        {calendar.data &&
          (courses.length === 0 ? (
            <Text c="dimmed">{CALENDAR_TEXT.noCourses}</Text>
          ) : (
            <Stack gap="sm" maw={640}>
              <SourceChecklist
                title="Courses"
                sources={courses}
                hidden={filter.hiddenCourses}
                onChange={(hiddenCourses) => setFilter({ ...filter, hiddenCourses })}
                searchable
              />
              {noneSelected && (
                <Alert color="blue" variant="light">
                  {CALENDAR_TEXT.noCourseSelected}
                </Alert>
              )}
            </Stack>
          ))}
      </CalendarBoard>
    </Stack>
  );
}
