import type { CalendarItem } from '@campus/sdk';
import { Stack, Text } from '@mantine/core';
import type { PeopleIndex } from '../lib/people';
import { CalendarItemLink } from './calendar-item';

interface DayItemsProps {
  items: readonly CalendarItem[];
  people: PeopleIndex;
  details?: boolean;
  /** Show each entry's place (the day view). */
  withPlace?: boolean;
  emptyText: string;
}

/** A day's entries as a list of links, or the empty message. */
export function DayItems({ items, people, details, withPlace, emptyText }: DayItemsProps) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.uid}>
          <CalendarItemLink item={item} people={people} details={details} withPlace={withPlace} />
        </li>
      ))}
    </Stack>
  );
}
