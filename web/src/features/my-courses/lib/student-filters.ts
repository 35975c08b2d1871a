import type { CourseCandidate } from '@campus/sdk';

/** 'all', or a group id / grade value as the selects hold it. */
export interface StudentFilters {
  group: string;
  grade: string;
}

export const ALL = 'all';

/** People who may be added: the candidates not already enrolled (spec section 5). */
export function addableCandidates(candidates: readonly CourseCandidate[]): CourseCandidate[] {
  return candidates.filter((candidate) => candidate.enrollment_status !== 'enrolled');
}

/** The candidates matching the group and grade filters. */
export function filterStudents(
  candidates: readonly CourseCandidate[],
  filters: StudentFilters,
): CourseCandidate[] {
  return candidates.filter(
    (candidate) =>
      (filters.group === ALL || candidate.groups.some((group) => String(group.id) === filters.group)) &&
      (filters.grade === ALL || candidate.school_grade === filters.grade),
  );
}

/** The groups the candidates come through, once each, by name: the group filter's options. */
export function candidateGroups(candidates: readonly CourseCandidate[]): { id: number; name: string }[] {
  const byId = new Map<number, { id: number; name: string }>();
  for (const candidate of candidates) {
    for (const group of candidate.groups) byId.set(group.id, { id: group.id, name: group.name });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
