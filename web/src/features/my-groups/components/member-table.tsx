import {
  type GroupMember,
  genderLabel,
  type MemberSortKey,
  schoolGradeLabel,
  sortMembers,
} from '@campus/sdk';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { nextSort, SortableHeaders, type SortState } from '../../../components/sortable-header';

const COLUMNS: { key: MemberSortKey; label: string }[] = [
  { key: 'first_name', label: 'First Name' },
  { key: 'last_name', label: 'Last Name' },
  { key: 'username', label: 'Username' },
  { key: 'gender', label: 'Gender' },
  { key: 'is_student', label: 'Is Student' },
  { key: 'school_grade', label: 'School Grade' },
];

interface MemberTableProps {
  groupName: string;
  members: GroupMember[];
  onRemove: (member: GroupMember) => void;
}

/** The selected group's members, sortable by every column but Actions; scrolls sideways on a phone. */
export function MemberTable({ groupName, members, onRemove }: MemberTableProps) {
  const [sort, setSort] = useState<SortState<MemberSortKey>>({ key: 'last_name', direction: 'asc' });
  const rows = sortMembers(members, sort.key, sort.direction);

  return (
    <DataTable
      minWidth={720}
      striped
      highlightOnHover
      verticalSpacing="sm"
      aria-label={`Members of ${groupName}`}
      head={
        <>
          <SortableHeaders
            columns={COLUMNS}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
          />
          <Table.Th>Actions</Table.Th>
        </>
      }
    >
      {rows.map((member) => (
        <Table.Tr key={member.id}>
          <Table.Td>{member.first_name}</Table.Td>
          <Table.Td>{member.last_name}</Table.Td>
          <Table.Td>{member.username}</Table.Td>
          <Table.Td>{genderLabel(member.gender) || '—'}</Table.Td>
          <Table.Td>{member.is_student ? 'Yes' : 'No'}</Table.Td>
          <Table.Td>{member.school_grade ? schoolGradeLabel(member.school_grade) : '—'}</Table.Td>
          <Table.Td>
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => onRemove(member)}
              aria-label={`Remove ${member.first_name} ${member.last_name}`}
            >
              Remove
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
