import { paths, type UserSummary } from '@campus/sdk';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { personName } from '../lib/person-name';

/** A person's name linking to their page (/user/{id}), then their @username. */
export function PersonLink({ person }: { person: UserSummary }) {
  return (
    <>
      <Anchor component={Link} to={paths.user(person.id)} fw={500}>
        {personName(person)}
      </Anchor>{' '}
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
