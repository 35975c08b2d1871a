import type { CalendarSource } from '@campus/sdk';
import { Button, Checkbox, Group, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { entriesText, noneMatching } from '../lib/calendar-text';

interface SourceChecklistProps {
  /** 'Courses' or 'Events': the list's heading. */
  title: string;
  sources: readonly CalendarSource[];
  hidden: ReadonlySet<number>;
  onChange(hidden: Set<number>): void;
  /** A search box over the names (the admin calendar lists every course). */
  searchable?: boolean;
}

/**
 * A checkbox per course or event with its entries in the range, Select All and Unselect All (over the
 * names the search shows), and the counts: '3 of 5 selected', and the entries of the selected ones.
 */
export function SourceChecklist({
  title,
  sources,
  hidden,
  onChange,
  searchable = false,
}: SourceChecklistProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? sources.filter((source) => source.name.toLowerCase().includes(needle)) : sources;
  const selected = sources.filter((source) => !hidden.has(source.id));
  const entries = selected.reduce((sum, source) => sum + source.count, 0);

  const setShown = (visible: boolean) => {
    const next = new Set(hidden);
    for (const source of shown) {
      if (visible) next.delete(source.id);
      else next.add(source.id);
    }
    onChange(next);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Text size="sm" aria-live="polite">
          {selected.length} of {sources.length} selected · {entriesText(entries)} in range
        </Text>
      </Group>
      {searchable && (
        <TextInput
          label={`Search ${title.toLowerCase()}`}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
      )}
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setShown(true)} disabled={shown.length === 0}>
          Select All
        </Button>
        <Button size="xs" variant="default" onClick={() => setShown(false)} disabled={shown.length === 0}>
          Unselect All
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {noneMatching(title)}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
          <Stack gap={6} role="group" aria-labelledby={headingId} py={2}>
            {shown.map((source) => (
              <Checkbox
                key={source.id}
                label={`${source.name} (${source.count})`}
                checked={!hidden.has(source.id)}
                onChange={(event) => {
                  const next = new Set(hidden);
                  if (event.currentTarget.checked) next.delete(source.id);
                  else next.add(source.id);
                  onChange(next);
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
