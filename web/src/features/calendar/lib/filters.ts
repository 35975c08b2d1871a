import type { CalendarItem } from '@campus/sdk';

/** The dashboard calendar's filters: people switched off, and the two kinds. */
export interface MineFilter {
  /** Ids of `people` whose entries are hidden (none at first: the reader and every child show). */
  hiddenPeople: ReadonlySet<number>;
  events: boolean;
  courses: boolean;
}

export const DEFAULT_MINE_FILTER: MineFilter = { hiddenPeople: new Set(), events: true, courses: true };

/**
 * The entries the filters let through: of a kind that is on, and on the calendar of at least one person
 * who is on (an entry shared by the reader and a child shows while either is on).
 */
export function filterMine(items: readonly CalendarItem[], filter: MineFilter): CalendarItem[] {
  return items.filter(
    (item) =>
      (item.kind === 'course' ? filter.courses : filter.events) &&
      (item.people.length === 0 || item.people.some((id) => !filter.hiddenPeople.has(id))),
  );
}

/** The owner and admin calendars' filter: the courses and events unticked in the checkbox lists. */
export interface SourceFilter {
  hiddenCourses: ReadonlySet<number>;
  hiddenEvents: ReadonlySet<number>;
}

export const DEFAULT_SOURCE_FILTER: SourceFilter = { hiddenCourses: new Set(), hiddenEvents: new Set() };

/** The entries of the ticked courses and events. */
export function filterSources(items: readonly CalendarItem[], filter: SourceFilter): CalendarItem[] {
  return items.filter((item) =>
    item.kind === 'course'
      ? item.course_id !== null && !filter.hiddenCourses.has(item.course_id)
      : item.event_id !== null && !filter.hiddenEvents.has(item.event_id),
  );
}

/** `set` with `id` switched on (removed from the hidden set) or off. */
export function toggled(set: ReadonlySet<number>, id: number, shown: boolean): Set<number> {
  const next = new Set(set);
  if (shown) next.delete(id);
  else next.add(id);
  return next;
}
