import type { UserSummary } from '@campus/sdk';
import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { personName } from '../lib/person-name';
import { EmptyNote } from './empty-note';

/** A titled list of people (Members, Coordinators), each name linking to /profile/{id}. */
export function GroupPeople({
  title,
  people,
  emptyText,
}: {
  title: string;
  people: readonly UserSummary[];
  emptyText: string;
}) {
  const headingId = `group-${title.toLowerCase()}-heading`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title} ({people.length})
      </Title>
      {people.length === 0 ? (
        <EmptyNote title={emptyText} />
      ) : (
        <List spacing={6} listStyleType="none" ml={0} pl={0}>
          {people.map((person) => (
            <List.Item key={person.id}>
              <Anchor component={Link} to={`/profile/${person.id}`} fw={500}>
                {personName(person)}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                @{person.username}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
