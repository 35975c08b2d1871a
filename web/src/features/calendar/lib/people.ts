import type { CalendarItem, CalendarPerson } from '@campus/sdk';

/** The people of a calendar (the reader and their children) by id. */
export type PeopleIndex = ReadonlyMap<number, CalendarPerson>;

export function indexPeople(people: readonly CalendarPerson[]): PeopleIndex {
  return new Map(people.map((person) => [person.id, person]));
}

/** 'Sam Parker'. */
export function personName(person: Pick<CalendarPerson, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/** The children an entry belongs to (its name badges); the reader's own entries have none. */
export function childrenOf(item: Pick<CalendarItem, 'people'>, people: PeopleIndex): CalendarPerson[] {
  return item.people.flatMap((id) => {
    const person = people.get(id);
    return person && !person.is_self ? [person] : [];
  });
}
