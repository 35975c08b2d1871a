import {
  type CalendarItem,
  type CalendarPerson,
  type CalendarSource,
  filterCalendarItems,
} from '@campus/sdk';

// The calendars' filter state. A list holds what is switched OFF, so that every person, course and event
// is on at first and stays on when a new one appears; the sdk's filterCalendarItems decides what shows.

/** The dashboard calendar's filters: the people switched off, and the two kinds. */
export interface MineFilter {
  /** Ids of `people` whose entries are hidden (none at first: the reader and every child show). */
  hiddenPeople: ReadonlySet<number>;
  events: boolean;
  courses: boolean;
}

export const DEFAULT_MINE_FILTER: MineFilter = { hiddenPeople: new Set(), events: true, courses: true };

/** The entries of the people and kinds that are on (an entry shared by the reader and a child shows while either is). */
export function filterMine(
  items: readonly CalendarItem[],
  people: readonly CalendarPerson[],
  filter: MineFilter,
): CalendarItem[] {
  return filterCalendarItems(items, {
    people: people.filter((person) => !filter.hiddenPeople.has(person.id)).map((person) => person.id),
    kinds: [...(filter.courses ? (['course'] as const) : []), ...(filter.events ? (['event'] as const) : [])],
  });
}

/** The owner and admin calendars' filter: the courses and events unticked in the checkbox lists. */
export interface SourceFilter {
  hiddenCourses: ReadonlySet<number>;
  hiddenEvents: ReadonlySet<number>;
}

export const DEFAULT_SOURCE_FILTER: SourceFilter = { hiddenCourses: new Set(), hiddenEvents: new Set() };

const ticked = (sources: readonly CalendarSource[], hidden: ReadonlySet<number>) =>
  sources.filter((source) => !hidden.has(source.id)).map((source) => source.id);

/** The entries of the ticked courses and events. */
export function filterSources(
  items: readonly CalendarItem[],
  sources: { courses: readonly CalendarSource[]; events: readonly CalendarSource[] },
  filter: SourceFilter,
): CalendarItem[] {
  return filterCalendarItems(items, {
    courseIds: ticked(sources.courses, filter.hiddenCourses),
    eventIds: ticked(sources.events, filter.hiddenEvents),
  });
}

/** `set` with `id` switched on (removed from the hidden set) or off. */
export function toggled(set: ReadonlySet<number>, id: number, shown: boolean): Set<number> {
  const next = new Set(set);
  if (shown) next.delete(id);
  else next.add(id);
  return next;
}
