import { EMPTY_STATE_MESSAGES, type NamedRef, paths } from '@campus/sdk';
import { Anchor, Badge, Group, List } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CardSection } from './card-section';
import { EmptyText } from './person-link';

interface GroupsCardProps {
  groups: NamedRef[];
  coordinatedGroups?: NamedRef[];
}

/** 'Groups' (lists): the groups the user is in or coordinates, each linking to /group/{id}. */
export function GroupsCard({ groups, coordinatedGroups = [] }: GroupsCardProps) {
  const coordinated = new Set(coordinatedGroups.map((group) => group.id));
  const all = [...groups, ...coordinatedGroups.filter((group) => !groups.some((g) => g.id === group.id))];
  return (
    <CardSection title="Groups">
      {all.length === 0 ? (
        <EmptyText>{EMPTY_STATE_MESSAGES.noLists}</EmptyText>
      ) : (
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {all.map((group) => (
            <List.Item key={group.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={paths.group(group.id)} fw={500}>
                  {group.name}
                </Anchor>
                {coordinated.has(group.id) && (
                  <Badge variant="light" color="blue" size="sm">
                    Coordinator
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}
