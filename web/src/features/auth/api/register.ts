import type { AuthSession, RegisterInput } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useStartSession } from './use-start-session';

/** The greeting after registering: the first name, or the username when it is blank. */
export function welcomeMessage(user: AuthSession['user']): string {
  return `Welcome to Campus, ${user.first_name.trim() || user.username}!`;
}

/**
 * POST /register; on success the new user is signed in and welcomed. The greeting is shown here, not by
 * the page: signing in moves the route guard off /register at once, so the page's callbacks never run.
 */
export function useRegister() {
  const client = useApiClient();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: RegisterInput) => client.auth.register(input),
    onSuccess: (session) => {
      startSession(session);
      notifications.show({ color: 'green', message: welcomeMessage(session.user) });
    },
  });
}
