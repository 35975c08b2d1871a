import { canCreateEvent, isAdmin, type User } from '@campus/sdk';
import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { CountBadge } from '../../components/count-badge';

interface NavItem {
  to: string;
  label: string;
  badge?: ReactNode;
}

/** The links of spec section 2's top navigation, in order, with the role-gated ones last. */
export function navItems(user: User | null, unreadCount: number): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/courses', label: 'Courses' },
    { to: '/events', label: 'Events' },
    { to: '/profile', label: 'Profile' },
    { to: '/inbox', label: 'Inbox', badge: <CountBadge count={unreadCount} label="unread messages" /> },
  ];
  if (canCreateEvent(user)) items.push({ to: '/create-event', label: 'Create Event' });
  if (isAdmin(user)) items.push({ to: '/admin', label: 'Admin Panel' });
  return items;
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const active = useMatch({ path: item.to, end: true }) !== null;
  return (
    <Button
      component={Link}
      to={item.to}
      onClick={onNavigate}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      size="compact-md"
      rightSection={item.badge}
      aria-current={active ? 'page' : undefined}
    >
      {item.label}
    </Button>
  );
}

export function NavLinks(props: {
  user: User | null;
  unreadCount: number;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const links = navItems(props.user, props.unreadCount).map((item) => (
    <NavItemLink key={item.to} item={item} onNavigate={props.onNavigate} />
  ));
  return props.vertical ? (
    <Stack gap={4} align="flex-start">
      {links}
    </Stack>
  ) : (
    <Group gap={4} wrap="nowrap">
      {links}
    </Group>
  );
}
