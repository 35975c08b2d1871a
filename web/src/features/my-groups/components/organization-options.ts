import { useOwnedOrganizations } from '../api/get-owned-organizations';
import { useRegistrationOrganizations } from '../api/get-registration-organizations';

/**
 * Create User's organization choices: admins and create_user holders pick from the active (registration)
 * list; an organization owner without create_user from the organizations they own.
 */
export type OrganizationSource = 'registration' | 'owned';

export function useOrganizationOptions(source: OrganizationSource) {
  const owned = useOwnedOrganizations();
  const registration = useRegistrationOrganizations(source === 'registration');
  const query = source === 'registration' ? registration : owned;
  return {
    options: (query.data ?? []).map((org) => ({ value: String(org.id), label: org.name })),
    isPending: query.isPending,
    isError: query.isError,
  };
}
