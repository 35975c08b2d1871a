import type { User } from '@campus/sdk';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLogout } from '../../features/auth/api/logout';

/** Login and Register for guests; the username and Logout for signed-in users. */
export function AuthActions({ user, isSignedIn }: { user: User | null; isSignedIn: boolean }) {
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
      {user && (
        <Text fw={600} size="sm" data-testid="nav-username">
          {user.username}
        </Text>
      )}
      <Button variant="default" loading={isPending} onClick={() => void logout()}>
        Logout
      </Button>
    </Group>
  );
}
