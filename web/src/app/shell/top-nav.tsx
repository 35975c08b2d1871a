import { Anchor, Burger, Divider, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import { AuthActions, SignedInAs } from './auth-actions';
import { CartButton } from './cart-button';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

// The unread count comes with the messaging issue (polled every 30 s); until then it is 0.
const UNREAD_COUNT = 0;

/** Spec section 2, "Top navigation and shell". */
export function TopNav() {
  const { user, isSignedIn } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Group gap="md" wrap="nowrap">
        <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="lg" size="sm" aria-label="Menu" />
        <Anchor component={Link} to="/" fw={800} fz="xl" underline="never">
          Campus
        </Anchor>
        <Group visibleFrom="lg">
          <NavLinks user={user} unreadCount={UNREAD_COUNT} />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <CartButton />
        <ThemeToggle />
        {/* The username shows at every width, so a phone's header also says who is signed in. */}
        {isSignedIn && user && <SignedInAs user={user} maw={{ base: 110, sm: 200 }} />}
        <Group visibleFrom="sm">
          <AuthActions user={user} isSignedIn={isSignedIn} withUsername={false} />
        </Group>
      </Group>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Campus"
        hiddenFrom="lg"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <NavLinks user={user} unreadCount={UNREAD_COUNT} vertical onNavigate={drawer.close} />
        <Divider my="md" />
        <AuthActions user={user} isSignedIn={isSignedIn} />
      </Drawer>
    </Group>
  );
}
