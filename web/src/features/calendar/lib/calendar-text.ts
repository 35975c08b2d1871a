import type { CalendarItem, CalendarView } from '@campus/sdk';
import { formatTimeRange } from '@campus/sdk';

/** The calendars' own texts; the spec's exact ones first. */
export const CALENDAR_TEXT = {
  /** Spec section 2, the dashboard calendar's empty state. */
  noItemsThisDay: 'No courses or events scheduled for this day',
  noItemsThisMonth: 'No courses or events scheduled this month',
  noOwnedSources: "You don't own any courses or events yet.",
  noneSelected: 'Nothing is selected: tick a course or an event to show it on the calendar.',
  noCourseSelected: 'No course is selected: tick a course to show it on the calendar.',
  noCourses: 'No courses yet.',
  loading: 'Loading calendar',
} as const;

export const VIEW_LABELS: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** '9:00 AM - 10:00 AM', or 'Time TBD' when the entry has no time (spec section 2). */
export function itemTimeText(item: Pick<CalendarItem, 'start_time' | 'end_time'>): string {
  return formatTimeRange(item.start_time, item.end_time) || 'Time TBD';
}

/** '3 entries' / '1 entry'. */
export function entriesText(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending Approval',
  published: 'Published',
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A status as shown ('in_progress' -> 'In Progress'); an unknown one as it came. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** 'No courses match the search.' */
export function noneMatching(title: string): string {
  return `No ${title.toLowerCase()} match the search.`;
}
