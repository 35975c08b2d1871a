import { Group, Text } from '@mantine/core';
import classes from './calendar.module.css';
import { KindIcon } from './calendar-item';

const LEGEND = { course: 'Courses', event: 'Events' } as const;

/** Courses vs Events: each kind's colour, its icon and its name (never colour alone). */
export function CalendarLegend({ kinds = ['course', 'event'] }: { kinds?: ('course' | 'event')[] }) {
  return (
    <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Legend">
      {kinds.map((kind) => (
        <Text component="li" size="sm" key={kind} className={classes.swatch} data-kind={kind}>
          <KindIcon kind={kind} />
          {LEGEND[kind]}
        </Text>
      ))}
    </Group>
  );
}
