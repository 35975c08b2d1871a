import type { OrganizationUser } from '@campus/sdk';
import { Button, Table } from '@mantine/core';
import { ActionsHeader, DataTable } from '../../../components/data-table';
import { MembershipCells } from './membership-cells';

interface OrganizationUserListProps {
  users: readonly OrganizationUser[];
  disabled: boolean;
  onRemove: (user: OrganizationUser) => void;
}

/** The users dialog's table: name, username, role, joined date and Remove; it scrolls on a phone. */
export function OrganizationUserList({ users, disabled, onRemove }: OrganizationUserListProps) {
  return (
    <DataTable
      minWidth={560}
      striped
      verticalSpacing="xs"
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Username</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Joined</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {users.map((user) => (
        <Table.Tr key={user.id}>
          <Table.Th scope="row" fw={400}>
            {user.first_name} {user.last_name}
          </Table.Th>
          <Table.Td>{user.username}</Table.Td>
          <MembershipCells user={user} />
          <Table.Td ta="right">
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={disabled}
              onClick={() => onRemove(user)}
              aria-label={`Remove ${user.username}`}
            >
              Remove
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
