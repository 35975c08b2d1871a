/**
 * An administrator may pick from every user (10,000 in the large dataset): a checklist that long takes half
 * a minute to draw. The lists draw at most this many people; a search narrows them.
 */
export const LIST_LIMIT = 100;

interface Named {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}

/** The people whose first name, last name, 'first last' or username contains `search` (any case). */
export function searchPeople<T extends Named>(people: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...people];
  return people.filter((person) =>
    [person.first_name, person.last_name, `${person.first_name} ${person.last_name}`, person.username].some(
      (text) => text.toLowerCase().includes(needle),
    ),
  );
}

/**
 * The first `limit` of `people`, plus ticked people beyond them (a ticked owner stays in sight), at most
 * `limit` of those too: after Select All over thousands, the list still draws a bounded number.
 */
export function visiblePeople<T extends Named>(
  people: readonly T[],
  ticked: readonly string[],
  limit: number = LIST_LIMIT,
): T[] {
  if (people.length <= limit) return [...people];
  const keep = new Set(ticked);
  let extra = 0;
  return people.filter((person, index) => {
    if (index < limit) return true;
    if (extra >= limit || !keep.has(String(person.id))) return false;
    extra += 1;
    return true;
  });
}

/** 'Showing 100 of 10,018. Search to find the others.', or null when every one is shown. */
export function moreText(shown: number, total: number): string | null {
  if (shown >= total) return null;
  return `Showing ${shown} of ${total.toLocaleString('en-US')}. Search to find the others.`;
}
