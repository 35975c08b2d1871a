import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidatePeople } from './users-keys';

/** DELETE /admin/users/{id}: after 'Delete this user? This cannot be undone.' */
export function useDeleteAdminUser() {
  const client = useApiClient();
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (userId: number) => client.admin.deleteUser(userId),
    onSuccess: invalidate,
  });
}
