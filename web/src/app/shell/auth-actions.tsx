import type { User } from '@campus/sdk';
import { Button, Group, Text, type TextProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLogout } from '../../features/auth/api/logout';

interface AuthActionsProps {
  user: User | null;
  isSignedIn: boolean;
  /** False where the username already shows beside these actions (the header). */
  withUsername?: boolean;
}

/** Login and Register for guests; the username and Logout for signed-in users. */
export function AuthActions({ user, isSignedIn, withUsername = true }: AuthActionsProps) {
  const { logout, isPending } = useLogout();
  if (!isSignedIn) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to="/login" variant="default">
          Login
        </Button>
        <Button component={Link} to="/register">
          Register
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {withUsername && user && <SignedInAs user={user} />}
      <Button variant="default" loading={isPending} onClick={() => void logout()}>
        Logout
      </Button>
    </Group>
  );
}

/** Who is signed in: the username, cut short with an ellipsis where space is tight (a phone's header). */
export function SignedInAs({ user, ...props }: { user: User } & TextProps) {
  return (
    <Text fw={600} size="sm" truncate="end" title={user.username} {...props}>
      {user.username}
    </Text>
  );
}
