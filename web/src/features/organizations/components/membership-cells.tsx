import { formatDateShort, type OrganizationUser } from '@campus/sdk';
import { Badge, Table } from '@mantine/core';

/** A user's Role (a badge) and Joined (the date) cells, as both users tables show them. */
export function MembershipCells({ user }: { user: OrganizationUser }) {
  return (
    <>
      <Table.Td>
        <Badge variant="light" color={user.role === 'admin' ? 'grape' : 'gray'}>
          {user.role}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateShort(user.joined_at)}</Table.Td>
    </>
  );
}
