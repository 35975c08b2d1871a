import { canViewUser, paths, type UserSummary } from '@campus/sdk';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { personName } from '../lib/person-name';

/**
 * A person's name, then their @username. The name links to their page (/user/{id}) only when the viewer
 * may open it (spec section 6: admin, view_user, the user, a parent), so nobody follows a link to a refusal.
 */
export function PersonLink({
  person,
  viewerIsParent = false,
}: {
  person: UserSummary;
  viewerIsParent?: boolean;
}) {
  const viewer = useSession().user;
  const name = personName(person);
  return (
    <>
      {canViewUser(viewer, person, { isParent: viewerIsParent }) ? (
        <Anchor component={Link} to={paths.user(person.id)} fw={500}>
          {name}
        </Anchor>
      ) : (
        <Text span fw={500}>
          {name}
        </Text>
      )}{' '}
      <Text span size="sm" c="dimmed">
        @{person.username}
      </Text>
    </>
  );
}

/** An empty card's text ('No manager', 'No children'). */
export function EmptyText({ children }: { children: string }) {
  return <Text c="dimmed">{children}</Text>;
}
