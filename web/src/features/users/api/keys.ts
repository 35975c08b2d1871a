/** Query keys of the user pages; every change to a user invalidates `userKeys.all` (relations span users). */
export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  availableManagers: (id: number, search: string) =>
    [...userKeys.all, 'available-managers', id, search] as const,
  familyCandidates: (id: number, search: string) =>
    [...userKeys.all, 'family-candidates', id, search] as const,
  permissions: () => [...userKeys.all, 'permissions'] as const,
};
