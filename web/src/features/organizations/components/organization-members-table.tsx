import {
  genderLabel,
  type OrganizationUser,
  type OrganizationUserSortKey,
  schoolGradeLabel,
} from '@campus/sdk';
import { Table } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { SortableHeaders, type SortState } from '../../../components/sortable-header';
import { MembershipCells } from './membership-cells';

const SORTABLE_COLUMNS: { key: OrganizationUserSortKey; label: string }[] = [
  { key: 'first_name', label: 'First Name' },
  { key: 'last_name', label: 'Last Name' },
  { key: 'username', label: 'Username' },
  { key: 'gender', label: 'Gender' },
  { key: 'is_student', label: 'Student' },
  { key: 'school_grade', label: 'Grade' },
  { key: 'role', label: 'Role' },
  { key: 'joined_at', label: 'Joined' },
];

interface OrganizationMembersTableProps {
  caption: string;
  rows: readonly OrganizationUser[];
  sort: SortState<OrganizationUserSortKey>;
  onSort: (key: OrganizationUserSortKey) => void;
}

/**
 * The Users tab's table: every column sorts (the sdk's sortOrganizationUsers). It scrolls sideways on a phone rather than squeezing the columns.
 */
export function OrganizationMembersTable({ caption, rows, sort, onSort }: OrganizationMembersTableProps) {
  return (
    <DataTable
      minWidth={760}
      striped
      highlightOnHover
      verticalSpacing="sm"
      style={{ whiteSpace: 'nowrap' }}
      caption={caption}
      head={<SortableHeaders columns={SORTABLE_COLUMNS} sort={sort} onSort={onSort} />}
    >
      {rows.map((user) => (
        <Table.Tr key={user.id}>
          <Table.Td>{user.first_name}</Table.Td>
          <Table.Td>{user.last_name}</Table.Td>
          <Table.Td>{user.username}</Table.Td>
          <Table.Td>{genderLabel(user.gender)}</Table.Td>
          <Table.Td>{user.is_student ? 'Yes' : 'No'}</Table.Td>
          <Table.Td>{user.school_grade ? schoolGradeLabel(user.school_grade) : ''}</Table.Td>
          <MembershipCells user={user} />
        </Table.Tr>
      ))}
    </DataTable>
  );
}
