import { type ActivityWeek, formatDateShort } from '@campus/sdk';

/** The chart's lines and the table's columns, in the same order and with the same names. */
export const ACTIVITY_SERIES = [
  { name: 'new_users', label: 'New users', color: 'blue.6' },
  { name: 'enrollments', label: 'Enrollments', color: 'teal.6' },
  { name: 'rsvps', label: 'RSVPs', color: 'orange.6' },
] as const;

/** 'Nov 17': a week named by the Monday it starts on (the year is in the table's full label). */
export function weekLabel(week: ActivityWeek): string {
  return formatDateShort(week.week_start).replace(/, \d{4}$/, '');
}

/** The chart's rows: one per week, oldest first, the week label as the x axis. */
export function chartRows(weeks: readonly ActivityWeek[]) {
  return weeks.map((week) => ({
    week: weekLabel(week),
    new_users: week.new_users,
    enrollments: week.enrollments,
    rsvps: week.rsvps,
  }));
}
