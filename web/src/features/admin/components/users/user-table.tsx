import { type AdminUserSort, formatDateShort, schoolGradeLabel, type User } from '@campus/sdk';
import { Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { ActionsHeader, DataTable } from '../../../../components/data-table';
import { SortableHeaders, type SortState } from '../../../../components/sortable-header';

const COLUMNS: readonly { key: AdminUserSort; label: string }[] = [
  { key: 'last_name', label: 'Last Name' },
  { key: 'first_name', label: 'First Name' },
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'Email' },
  { key: 'school_grade', label: 'Grade' },
  { key: 'created_at', label: 'Joined' },
];

interface UserTableProps {
  users: readonly User[];
  sort: SortState<AdminUserSort>;
  onSort: (key: AdminUserSort) => void;
  onSelect: (user: User) => void;
  /** The person whose detail is open: their row is marked. */
  selectedId: number | null;
}

/** One page of people; a header sorts on the server; View (or a click on the row) opens the detail. */
export function UserTable({ users, sort, onSort, onSelect, selectedId }: UserTableProps) {
  return (
    <DataTable
      minWidth={860}
      highlightOnHover
      verticalSpacing="xs"
      head={
        <>
          <SortableHeaders columns={COLUMNS} sort={sort} onSort={onSort} />
          <ActionsHeader />
        </>
      }
    >
      {users.map((user) => (
        <Table.Tr
          key={user.id}
          data-user-id={user.id}
          onClick={() => onSelect(user)}
          style={{ cursor: 'pointer' }}
          bg={user.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Table.Td>{user.last_name}</Table.Td>
          <Table.Td>{user.first_name}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <span>{user.username}</span>
              {user.is_admin && (
                <Badge size="sm" color="grape" variant="light" style={{ flexShrink: 0 }}>
                  Admin
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm" truncate maw={240}>
              {user.email ?? ''}
            </Text>
          </Table.Td>
          <Table.Td>{user.school_grade ? schoolGradeLabel(user.school_grade) : ''}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateShort(user.created_at)}</Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="light"
              aria-label={`View ${user.first_name} ${user.last_name}`}
              onClick={(event) => {
                event.stopPropagation();
                onSelect(user);
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

/** The table's shape while the first page loads. */
export function UserTableSkeleton() {
  return (
    <div role="status" aria-label="Loading users">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={index} height={34} mb={8} radius="sm" />
      ))}
    </div>
  );
}
