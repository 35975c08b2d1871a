import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { groupKeys } from './keys';

/**
 * The groups a private event or course may be for: those the user coordinates; an admin may pick any group
 * (GET /groups lists them all for admins). Loaded once the form is made private.
 */
export function useSelectableGroups(enabled: boolean) {
  const client = useApiClient();
  const { user } = useSession();
  const admin = user?.is_admin === true;
  return useQuery({
    queryKey: admin ? groupKeys.list() : groupKeys.coordinated(),
    queryFn: () => (admin ? client.groups.list() : client.groups.coordinated()),
    enabled,
  });
}
