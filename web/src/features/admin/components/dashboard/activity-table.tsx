import { type ActivityWeek, formatDateShort } from '@campus/sdk';
import { Table } from '@mantine/core';
import { ACTIVITY_SERIES } from './activity-series';

/** The chart's numbers as a table: its text alternative, and what 'Show table' shows. */
export function ActivityTable({ weeks, caption }: { weeks: readonly ActivityWeek[]; caption: string }) {
  return (
    // No scroll container: four short columns fit a phone, and a scrolling region without anything
    // focusable would be out of reach of the keyboard.
    <Table striped withTableBorder fz="sm">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Week of</Table.Th>
          {ACTIVITY_SERIES.map((series) => (
            <Table.Th key={series.name} scope="col" ta="right">
              {series.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week.week_start}>
            <Table.Th scope="row" fw={400}>
              {formatDateShort(week.week_start)}
            </Table.Th>
            {ACTIVITY_SERIES.map((series) => (
              <Table.Td key={series.name} ta="right">
                {week[series.name]}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
