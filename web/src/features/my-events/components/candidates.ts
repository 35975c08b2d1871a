import type { Group, UserSummary } from '@campus/sdk';

export interface Candidate extends UserSummary {
  /** The actor's coordinated groups the person belongs to (as member or coordinator). */
  groups: string[];
}

/**
 * Everyone in the groups the user coordinates (members and coordinators), plus `extra` people (e.g. the
 * current owners), once each, sorted by name.
 */
export function candidatesFrom(groups: Group[], extra: UserSummary[] = []): Candidate[] {
  const byId = new Map<number, Candidate>();
  const add = (person: UserSummary, group?: string) => {
    const known = byId.get(person.id);
    const candidate = known ?? {
      id: person.id,
      username: person.username,
      first_name: person.first_name,
      middle_name: person.middle_name,
      last_name: person.last_name,
      groups: [],
    };
    if (group && !candidate.groups.includes(group)) candidate.groups.push(group);
    byId.set(person.id, candidate);
  };
  for (const person of extra) add(person);
  for (const group of groups) {
    for (const person of [...(group.users ?? []), ...(group.coordinators ?? [])]) add(person, group.name);
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.first_name.localeCompare(b.first_name) ||
      a.last_name.localeCompare(b.last_name) ||
      a.username.localeCompare(b.username),
  );
}

export function matchesSearch(candidate: Candidate, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [candidate.first_name, candidate.last_name, candidate.username, ...candidate.groups]
    .join(' ')
    .toLowerCase()
    .includes(needle);
}
