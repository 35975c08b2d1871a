import type { CalendarPerson } from '@campus/sdk';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { MineFilter } from '../lib/filters';
import { toggled } from '../lib/filters';
import { personName } from '../lib/people';

interface MineFiltersProps {
  people: readonly CalendarPerson[];
  filter: MineFilter;
  onChange(filter: MineFilter): void;
}

/** Myself, each child by name, Events, Courses (spec section 2), as one group of checkboxes. */
export function MineFilters({ people, filter, onChange }: MineFiltersProps) {
  // The reader first ('Myself'), then the children by name.
  const ordered = [...people].sort(
    (a, b) => Number(b.is_self) - Number(a.is_self) || personName(a).localeCompare(personName(b)),
  );
  return (
    <Stack gap={4} component="fieldset" p={0} m={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0} mb={4}>
        Show
      </Text>
      <Group gap="md">
        {ordered.map((person) => (
          <Checkbox
            key={person.id}
            label={person.is_self ? 'Myself' : personName(person)}
            checked={!filter.hiddenPeople.has(person.id)}
            onChange={(event) =>
              onChange({
                ...filter,
                hiddenPeople: toggled(filter.hiddenPeople, person.id, event.currentTarget.checked),
              })
            }
          />
        ))}
        <Checkbox
          label="Events"
          checked={filter.events}
          onChange={(event) => onChange({ ...filter, events: event.currentTarget.checked })}
        />
        <Checkbox
          label="Courses"
          checked={filter.courses}
          onChange={(event) => onChange({ ...filter, courses: event.currentTarget.checked })}
        />
      </Group>
    </Stack>
  );
}
