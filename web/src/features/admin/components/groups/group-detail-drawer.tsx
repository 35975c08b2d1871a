import { formatDateLong, type Group } from '@campus/sdk';
import { Button, Divider, Drawer, Group as Row, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGroup } from '../../../groups/api/get-group';
import { AdminLoadError } from '../admin-error-banner';
import { GroupCoordinators, GroupMembers } from './group-people';
import { type PickKind, PickPeopleModal } from './pick-people-modal';

interface GroupDetailDrawerProps {
  /** The group chosen in the list; kept while the drawer closes. */
  group: Group | null;
  opened: boolean;
  onClose: () => void;
  onDelete: (group: Group) => void;
}

/** A group's detail: name, description, creator, creation date, Delete Group, members and coordinators. */
export function GroupDetailDrawer({ group, opened, onClose, onDelete }: GroupDetailDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      // Wide enough for the members table's columns; a phone gets the whole width.
      size={880}
      title={group?.name ?? 'Group'}
      closeButtonProps={{ 'aria-label': 'Close group details' }}
    >
      {group && <GroupDetail groupId={group.id} summary={group} onDelete={onDelete} />}
    </Drawer>
  );
}

function GroupDetail({
  groupId,
  summary,
  onDelete,
}: {
  groupId: number;
  summary: Group;
  onDelete: (group: Group) => void;
}) {
  const detail = useGroup(groupId);
  const [picking, setPicking] = useState<{ kind: PickKind; opened: boolean }>({
    kind: 'members',
    opened: false,
  });
  const group = detail.data?.group ?? summary;
  const facts: [string, string][] = [
    ['Name', group.name],
    ['Description', group.description || 'No description'],
    ['Created by', group.creator?.username ?? 'Unknown'],
    ['Created', formatDateLong(group.created_at)],
  ];
  return (
    <Stack gap="md">
      <Row>
        <Button color="red" variant="light" onClick={() => onDelete(group)}>
          Delete Group
        </Button>
      </Row>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Divider />
      {detail.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading members">
          <Skeleton height={28} width="40%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : detail.isError ? (
        <AdminLoadError error={detail.error} />
      ) : (
        <>
          <GroupMembers group={group} onAdd={() => setPicking({ kind: 'members', opened: true })} />
          <Divider />
          <GroupCoordinators group={group} onAdd={() => setPicking({ kind: 'coordinators', opened: true })} />
          <PickPeopleModal
            group={group}
            kind={picking.kind}
            opened={picking.opened}
            onClose={() => setPicking((current) => ({ ...current, opened: false }))}
          />
        </>
      )}
    </Stack>
  );
}
