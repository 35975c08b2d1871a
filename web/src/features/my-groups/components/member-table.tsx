import {
  type GroupMember,
  genderLabel,
  type MemberSortKey,
  type SortDirection,
  schoolGradeLabel,
  sortMembers,
} from '@campus/sdk';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { SortableHeader } from './sortable-header';

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
  const [sort, setSort] = useState<{ key: MemberSortKey; direction: SortDirection }>({
    key: 'last_name',
    direction: 'asc',
  });
  const rows = sortMembers(members, sort.key, sort.direction);
  const onSort = (key: MemberSortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={`Members of ${groupName}`}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column.key}
                label={column.label}
                column={column.key}
                sortKey={sort.key}
                direction={sort.direction}
                onSort={onSort}
              />
            ))}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
