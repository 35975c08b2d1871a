import { formatBadgeCount } from '@campus/sdk';
import { Anchor, Box, Burger, Divider, Drawer, Group, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useLiveUnread } from '../../features/live';
import { useSession } from '../../lib/session/session-context';
import { AuthActions, SignedInAs } from './auth-actions';
import { CartButton } from './cart-button';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

/** The burger of narrow screens; it carries the unread badge, as the Inbox link inside it does. */
function MenuButton(props: { opened: boolean; onClick: () => void; unreadCount: number }) {
  const badge = formatBadgeCount(props.unreadCount);
  return (
    <Box hiddenFrom="lg">
      <Indicator label={badge} disabled={!badge} size={16} color="red" offset={2}>
        <Burger
          opened={props.opened}
          onClick={props.onClick}
          size="sm"
          aria-label={badge ? `Menu, ${badge} unread messages` : 'Menu'}
        />
      </Indicator>
    </Box>
  );
}

/** Spec section 2, "Top navigation and shell". */
export function TopNav() {
  const { user, isSignedIn } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Polled every 30 seconds while signed in (0 for guests).
  const unreadCount = useLiveUnread();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Group gap="md" wrap="nowrap">
        <MenuButton opened={drawerOpened} onClick={drawer.toggle} unreadCount={unreadCount} />
        <Anchor component={Link} to="/" fw={800} fz="xl" underline="never">
          Campus
        </Anchor>
        <Group visibleFrom="lg">
          <NavLinks user={user} unreadCount={unreadCount} />
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
        <NavLinks user={user} unreadCount={unreadCount} vertical onNavigate={drawer.close} />
        <Divider my="md" />
        <AuthActions user={user} isSignedIn={isSignedIn} />
      </Drawer>
    </Group>
  );
}
