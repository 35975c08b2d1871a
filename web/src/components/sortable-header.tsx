import type { SortDirection } from '@campus/sdk';
import { Table, UnstyledButton } from '@mantine/core';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The next sort after a header is pressed: the same column flips, another starts ascending. */
export function nextSort<K extends string>(sort: SortState<K>, key: K): SortState<K> {
  if (sort.key !== key) return { key, direction: 'asc' };
  return { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
}

interface SortableHeaderProps<K extends string> {
  label: string;
  sortKey: K;
  sort: SortState<K>;
  onSort: (key: K) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header that sorts the table: a button (so the keyboard reaches it) inside a th whose
 * aria-sort tells screen readers which column orders the rows, and which way.
 */
export function SortableHeader<K extends string>({ label, sortKey, sort, onSort }: SortableHeaderProps<K>) {
  const active = sort.key === sortKey;
  const arrow = active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th aria-sort={active ? ARIA_SORT[sort.direction] : 'none'} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(sortKey)}
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

interface SortableHeadersProps<K extends string> {
  columns: readonly { key: K; label: string }[];
  sort: SortState<K>;
  onSort: (key: K) => void;
}

/** A sortable header for each of the columns, in order. */
export function SortableHeaders<K extends string>({ columns, sort, onSort }: SortableHeadersProps<K>) {
  return columns.map((column) => (
    <SortableHeader key={column.key} label={column.label} sortKey={column.key} sort={sort} onSort={onSort} />
  ));
}
