import type { Group } from '@campus/sdk';
import { Button, Skeleton, Table, Text } from '@mantine/core';
import { ActionsHeader, DataTable } from '../../../../components/data-table';

interface GroupsTableProps {
  groups: readonly Group[];
  onSelect: (group: Group) => void;
  selectedId: number | null;
}

/** Every group (also called a list): name, id, description, member and coordinator counts. */
export function GroupsTable({ groups, onSelect, selectedId }: GroupsTableProps) {
  return (
    <DataTable
      minWidth={720}
      highlightOnHover
      verticalSpacing="sm"
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>ID</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Members</Table.Th>
          <Table.Th ta="right">Coordinators</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {groups.map((group) => (
        <Table.Tr
          key={group.id}
          data-group-id={group.id}
          onClick={() => onSelect(group)}
          style={{ cursor: 'pointer' }}
          bg={group.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Table.Td fw={500}>{group.name}</Table.Td>
          <Table.Td>{group.id}</Table.Td>
          <Table.Td>
            <Text size="sm" c={group.description ? undefined : 'dimmed'} lineClamp={2} maw={360}>
              {group.description || 'No description'}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{group.users_count ?? group.users?.length ?? 0}</Table.Td>
          <Table.Td ta="right">{group.coordinators_count ?? group.coordinators?.length ?? 0}</Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="light"
              aria-label={`View ${group.name}`}
              onClick={(event) => {
                event.stopPropagation();
                onSelect(group);
              }}
            >
              View
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export function GroupsTableSkeleton() {
  return (
    <div role="status" aria-label="Loading groups">
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height={40} mb={8} radius="sm" />
      ))}
    </div>
  );
}
