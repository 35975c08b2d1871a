import { Badge, Group } from '@mantine/core';
import classes from './calendar.module.css';
import { DayHeading } from './day-heading';
import { DayItems } from './day-items';
import type { CalendarViewProps } from './view-props';

/**
 * Seven days side by side, Monday first (Sunday in the admin calendar); on a phone the same days stacked,
 * each with its entries, so nothing is squeezed into a seventh of the screen.
 */
export function WeekView({ days, byDay, today, people, details, phone, emptyText }: CalendarViewProps) {
  return (
    <div className={phone ? undefined : classes.week} data-testid="week-view">
      {days.map((date) => {
        const headingId = `calendar-day-${date}`;
        const isToday = date === today;
        return (
          <section
            key={date}
            aria-labelledby={headingId}
            className={`${classes.weekDay} ${isToday ? classes.today : ''}`}
            style={phone ? { minHeight: 0, marginBottom: 8 } : undefined}
            aria-current={isToday ? 'date' : undefined}
          >
            <Group gap={6} mb={6} wrap="nowrap">
              <DayHeading date={date} long={phone} id={headingId} />
              {isToday && (
                <Badge size="xs" variant="filled">
                  Today
                </Badge>
              )}
            </Group>
            <DayItems items={byDay.get(date) ?? []} people={people} details={details} emptyText={emptyText} />
          </section>
        );
      })}
    </div>
  );
}
