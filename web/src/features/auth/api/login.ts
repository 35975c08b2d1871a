import type { LoginInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useStartSession } from './use-start-session';

/** POST /login; on success the session is stored. */
export function useLogin() {
  const client = useApiClient();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: LoginInput) => client.auth.login(input),
    onSuccess: startSession,
  });
}
