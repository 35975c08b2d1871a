import type { RegisterInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useStartSession } from './use-start-session';

/** POST /register; on success the new user is signed in. */
export function useRegister() {
  const client = useApiClient();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: RegisterInput) => client.auth.register(input),
    onSuccess: startSession,
  });
}
