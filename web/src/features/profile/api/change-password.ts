import type { ChangePasswordInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';

/** PUT /profile/password; nothing cached changes. */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => client.profile.changePassword(input),
  });
}
