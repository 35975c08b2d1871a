import type { CreateAdminUserInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidatePeople } from './users-keys';

/** POST /admin/users: the admin user form's Create User. */
export function useCreateAdminUser() {
  const client = useApiClient();
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (input: CreateAdminUserInput) => client.admin.createUser(input),
    onSuccess: invalidate,
  });
}
