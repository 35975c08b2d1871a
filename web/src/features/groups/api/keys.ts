/** Query keys of groups and announcements; every feature that changes a group invalidates `groupKeys.all`. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  memberOf: () => [...groupKeys.all, 'member-of'] as const,
  coordinated: () => [...groupKeys.all, 'coordinated'] as const,
  detail: (id: number) => [...groupKeys.all, 'detail', id] as const,
  availableUsers: (id: number) => [...groupKeys.all, 'available-users', id] as const,
  availableCoordinators: (id: number) => [...groupKeys.all, 'available-coordinators', id] as const,
  announcements: (groupId: number) => [...groupKeys.all, 'announcements', groupId] as const,
  announcementPage: (groupId: number, page: number, showAll: boolean) =>
    [...groupKeys.announcements(groupId), 'page', page, showAll] as const,
  announcement: (groupId: number, id: number) => [...groupKeys.announcements(groupId), 'one', id] as const,
};

/** Query keys of organizations (the admin page, the Users tab, the register form's list). */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  owned: () => [...organizationKeys.all, 'owned'] as const,
  users: (id: number) => [...organizationKeys.all, 'users', id] as const,
  availableUsers: (id: number) => [...organizationKeys.all, 'available-users', id] as const,
  availableOwners: () => [...organizationKeys.all, 'available-owners'] as const,
};
