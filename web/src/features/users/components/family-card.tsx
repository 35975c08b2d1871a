import { EMPTY_STATE_MESSAGES, type UserSummary } from '@campus/sdk';
import { Button, Group, List, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AssignFamilyModal, type FamilySide } from './assign-family-modal';
import { CardSection } from './card-section';
import { EmptyText, PersonLink } from './person-link';

function People({
  title,
  people,
  empty,
  action,
}: {
  title: string;
  people: UserSummary[];
  empty: string;
  action?: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {people.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <List spacing={6} listStyleType="none" ml={0} pl={0} aria-label={title}>
          {people.map((person) => (
            <List.Item key={person.id}>
              <PersonLink person={person} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

interface FamilyCardProps {
  user: UserSummary;
  parents: UserSummary[];
  offspring: UserSummary[];
  /** can.manage_family: Assign Parents and Assign Children. */
  canManage: boolean;
  /** The profile's own cards: 'Parents' and 'Children' as two cards, without a shared title. */
  title?: string;
}

/** 'Family Relationships': parents and children linking to their pages, with Assign when allowed. */
export function FamilyCard({
  user,
  parents,
  offspring,
  canManage,
  title = 'Family Relationships',
}: FamilyCardProps) {
  const [side, setSide] = useState<FamilySide | null>(null);
  const assign = (which: FamilySide, label: string) =>
    canManage && (
      <Button size="xs" variant="light" onClick={() => setSide(which)}>
        {label}
      </Button>
    );
  return (
    <CardSection title={title}>
      <Stack gap="md">
        <People
          title="Parents"
          people={parents}
          empty={EMPTY_STATE_MESSAGES.noParents}
          action={assign('parents', 'Assign Parents')}
        />
        <People
          title="Children"
          people={offspring}
          empty={EMPTY_STATE_MESSAGES.noChildren}
          action={assign('children', 'Assign Children')}
        />
      </Stack>
      {side && (
        <AssignFamilyModal
          user={user}
          side={side}
          parents={parents}
          offspring={offspring}
          onClose={() => setSide(null)}
        />
      )}
    </CardSection>
  );
}
