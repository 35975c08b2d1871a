import { type CalendarItem, calendarTitle, type MonthCell, monthGrid, weekdayNames } from '@campus/sdk';
import { Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { CALENDAR_TEXT, entriesText } from '../lib/calendar-text';
import classes from './calendar.module.css';
import { CalendarItemLink } from './calendar-item';
import { DayHeading } from './day-heading';
import { DayItems } from './day-items';
import type { CalendarViewProps } from './view-props';

/** How many entries a month cell shows before '+N more'. */
const SHOWN_PER_CELL = 3;

function weeksOf(cells: MonthCell[]): MonthCell[][] {
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

function cellClass(cell: MonthCell): string {
  return [cell.inMonth ? '' : classes.outside, cell.isToday ? classes.today : ''].filter(Boolean).join(' ');
}

/** The day's number, a button to its day view, read as 'Thursday, November 26, 2026, 2 entries'. */
function DayNumber({
  cell,
  count,
  onOpenDay,
}: {
  cell: MonthCell;
  count: number;
  onOpenDay(date: string): void;
}) {
  return (
    <UnstyledButton
      className={classes.dayNumber}
      onClick={() => onOpenDay(cell.date)}
      aria-label={`${calendarTitle('day', cell.date)}, ${count === 0 ? 'no entries' : entriesText(count)}`}
      aria-current={cell.isToday ? 'date' : undefined}
    >
      {cell.dayOfMonth}
    </UnstyledButton>
  );
}

function WeekdayHeader({ short }: { short: boolean }) {
  return (
    <thead>
      <tr>
        {weekdayNames('monday').map((name) => (
          <th key={name} scope="col">
            <abbr title={name} style={{ textDecoration: 'none' }}>
              {short ? name.slice(0, 1) : name.slice(0, 3)}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The desktop month: 42 cells (6 weeks of 7 days, Monday first), days of other months dimmed. */
function FullMonth({ anchor, today, byDay, people, onOpenDay }: CalendarViewProps) {
  const cells = monthGrid(anchor, today);
  return (
    <table className={classes.month} data-testid="month-view">
      <caption>
        <VisuallyHidden>{calendarTitle('month', anchor)}</VisuallyHidden>
      </caption>
      <WeekdayHeader short={false} />
      <tbody>
        {weeksOf(cells).map((week) => (
          <tr key={week[0]?.date}>
            {week.map((cell) => {
              const items = byDay.get(cell.date) ?? [];
              const hidden = items.length - SHOWN_PER_CELL;
              return (
                <td key={cell.date} className={cellClass(cell)} data-date={cell.date}>
                  <DayNumber cell={cell} count={items.length} onOpenDay={onOpenDay} />
                  <Stack gap={2} mt={2}>
                    {items.slice(0, SHOWN_PER_CELL).map((item) => (
                      <CalendarItemLink key={item.uid} item={item} people={people} compact />
                    ))}
                    {hidden > 0 && (
                      <UnstyledButton
                        onClick={() => onOpenDay(cell.date)}
                        fz="xs"
                        c="var(--mantine-primary-color-text)"
                        td="underline"
                        aria-label={`${hidden} more on ${calendarTitle('day', cell.date)}`}
                      >
                        +{hidden} more
                      </UnstyledButton>
                    )}
                  </Stack>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Dots({ items }: { items: readonly CalendarItem[] }) {
  if (items.length === 0) return null;
  const kinds = [...new Set(items.map((item) => item.kind))];
  return (
    <span className={classes.dots} aria-hidden="true">
      {kinds.map((kind) => (
        <span key={kind} className={classes.dot} data-kind={kind} />
      ))}
    </span>
  );
}

/**
 * The phone month: compact cells (the day and a dot per kind of entry; each opens its day), and under
 * them the month's days that have entries, with their entries.
 */
function CompactMonth(props: CalendarViewProps) {
  const { anchor, today, byDay, people, onOpenDay } = props;
  const cells = monthGrid(anchor, today);
  const busyDays = cells.filter((cell) => cell.inMonth && (byDay.get(cell.date)?.length ?? 0) > 0);
  return (
    <Stack gap="md" data-testid="month-view">
      <table className={`${classes.month} ${classes.compactMonth}`}>
        <caption>
          <VisuallyHidden>{calendarTitle('month', anchor)}</VisuallyHidden>
        </caption>
        <WeekdayHeader short />
        <tbody>
          {weeksOf(cells).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                const items = byDay.get(cell.date) ?? [];
                return (
                  <td key={cell.date} className={cellClass(cell)} data-date={cell.date}>
                    <DayNumber cell={cell} count={items.length} onOpenDay={onOpenDay} />
                    <Dots items={items} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Stack gap="sm" component="section" aria-labelledby="calendar-month-list">
        <Title order={3} size="h4" id="calendar-month-list">
          This month
        </Title>
        {busyDays.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CALENDAR_TEXT.noItemsThisMonth}
          </Text>
        ) : (
          busyDays.map((cell) => (
            <Stack key={cell.date} gap={4}>
              <DayHeading date={cell.date} long order={4} />
              <DayItems items={byDay.get(cell.date) ?? []} people={people} emptyText="" />
            </Stack>
          ))
        )}
      </Stack>
    </Stack>
  );
}

/** The month view: the full grid on a wide screen, the compact one with a day list on a phone. */
export function MonthView(props: CalendarViewProps) {
  return props.phone ? <CompactMonth {...props} /> : <FullMonth {...props} />;
}
