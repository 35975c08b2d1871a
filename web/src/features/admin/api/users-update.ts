import type { UpdateAdminUserInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidatePeople } from './users-keys';

/** PUT /admin/users/{id}: the admin user form's Save (a blank password keeps the current one). */
export function useUpdateAdminUser(userId: number) {
  const client = useApiClient();
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (input: UpdateAdminUserInput) => client.admin.updateUser(userId, input),
    onSuccess: invalidate,
  });
}
