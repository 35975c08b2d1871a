import { MESSAGE_MAX_RECIPIENTS, type MessageRecipient } from '@campus/sdk';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useRecipients } from '../api/recipients';
import { personLabel } from '../lib/people';

interface RecipientPickerProps {
  picked: MessageRecipient[];
  onChange: (people: MessageRecipient[]) => void;
  error?: string | null;
  /** The search runs only while the picker is shown. */
  enabled: boolean;
}

/** Search delay: a search per pause in typing, not per keystroke. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 250;

/**
 * Compose's To field: people the reader may write to, searched by name or username on the server
 * (GET /messages/recipients?search=), several at a time.
 */
export function RecipientPicker({ picked, onChange, error, enabled }: RecipientPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), RECIPIENT_SEARCH_DEBOUNCE_MS);
  const found = useRecipients(debounced, enabled);
  useEffect(() => {
    if (found.error) console.error('Could not search for recipients', found.error);
  }, [found.error]);

  const pickedIds = new Set(picked.map((person) => person.id));
  const people = [...picked, ...(found.data ?? []).filter((person) => !pickedIds.has(person.id))];
  const searching = found.isFetching || search.trim() !== debounced;

  return (
    <MultiSelect
      label="To"
      placeholder={picked.length === 0 ? 'Search by name or username' : undefined}
      required
      searchable
      maxValues={MESSAGE_MAX_RECIPIENTS}
      data={people.map((person) => ({ value: String(person.id), label: personLabel(person) }))}
      // The server has searched already: every option it answered shows.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={picked.map((person) => String(person.id))}
      onChange={(values) =>
        onChange(values.flatMap((value) => people.filter((person) => String(person.id) === value)))
      }
      nothingFoundMessage={searching ? 'Searching...' : found.isError ? 'Search failed' : 'No one found'}
      hidePickedOptions
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
