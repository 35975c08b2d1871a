import type { Group } from '@campus/sdk';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { CoordinatedGroupRow } from './coordinated-group-row';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupFormModal } from './group-form-modal';
import { GroupsQueryView } from './groups-query-view';
import { useDialogTarget } from './use-dialog-target';

interface CoordinatedGroupsSectionProps {
  groups: UseQueryResult<Group[]>;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** 'Groups I Coordinate': name, description and member count; View, Edit and Delete per group. */
export function CoordinatedGroupsSection({ groups, selectedId, onSelect }: CoordinatedGroupsSectionProps) {
  const editing = useDialogTarget<Group>();
  const deleting = useDialogTarget<Group>();
  return (
    <Stack gap="sm" component="section" aria-labelledby="coordinated-groups-heading">
      <Title order={3} id="coordinated-groups-heading">
        Groups I Coordinate
      </Title>
      <GroupsQueryView
        groups={groups}
        loading={
          <Stack gap="sm" role="status" aria-label="Loading groups">
            {[0, 1].map((key) => (
              <Skeleton key={key} height={84} radius="md" />
            ))}
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="sm">
            {selectedId === null && (
              <Text size="sm" c="dimmed">
                Select a group's name to manage its members and coordinators, or to add users to it.
              </Text>
            )}
            {data.map((group) => (
              <CoordinatedGroupRow
                key={group.id}
                group={group}
                selected={group.id === selectedId}
                onSelect={() => onSelect(group.id)}
                onEdit={() => editing.open(group)}
                onDelete={() => deleting.open(group)}
              />
            ))}
          </Stack>
        )}
      </GroupsQueryView>
      <GroupFormModal
        opened={editing.opened}
        group={editing.target}
        onClose={editing.close}
        onSaved={editing.close}
      />
      <DeleteGroupDialog
        opened={deleting.opened}
        group={deleting.target}
        onClose={deleting.close}
        onDeleted={(group) => {
          deleting.close();
          if (group.id === selectedId) onSelect(null);
        }}
      />
    </Stack>
  );
}
