import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps extends Omit<TableProps, 'children' | 'caption'> {
  /** Below this width the table scrolls sideways (on a phone) rather than squeezing its columns. */
  minWidth: number;
  /** Shown above the table, as its caption. */
  caption?: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A table with one header row, inside a container that scrolls sideways on a narrow screen. */
export function DataTable({ minWidth, caption, head, children, ...tableProps }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table {...tableProps}>
        {caption && (
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The actions column's header: named for screen readers, blank on screen. */
export function ActionsHeader() {
  return (
    // Positioned, so the hidden text stays inside the scroll container on a phone.
    <Table.Th style={{ position: 'relative' }}>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
