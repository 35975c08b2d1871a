import type { MemberSortKey, SortDirection } from '@campus/sdk';
import { Table, UnstyledButton } from '@mantine/core';

interface SortableHeaderProps {
  label: string;
  column: MemberSortKey;
  sortKey: MemberSortKey;
  direction: SortDirection;
  onSort: (column: MemberSortKey) => void;
}

/** A column header that sorts the table; aria-sort tells which column sorts it and which way. */
export function SortableHeader({ label, column, sortKey, direction, onSort }: SortableHeaderProps) {
  const active = column === sortKey;
  const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const arrow = active ? (direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th aria-sort={ariaSort} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', gap: 6, alignItems: 'center', borderRadius: 4 }}
      >
        {label}
        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.45, fontSize: '0.75em' }}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
