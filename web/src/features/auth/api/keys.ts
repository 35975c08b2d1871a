/** Query keys of the auth feature, from general to specific. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: (token: string | null) => [...authKeys.all, 'current-user', token] as const,
  registrationOrganizations: () => [...authKeys.all, 'registration-organizations'] as const,
};
