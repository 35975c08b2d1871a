import type { ProfileUpdateInput } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-context';
import { profileKeys } from './keys';

/**
 * PUT /profile; the answer's fields replace the cached profile's (its relations and abilities stay) and
 * the session's user (the nav shows it).
 */
export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const store = useSessionStore();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => client.profile.updateProfile(input),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.me(), (profile) => (profile ? { ...profile, ...user } : profile));
      store.setUser(user);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
