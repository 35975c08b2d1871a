import { type GroupMember, schoolGradeLabel } from '@campus/sdk';
import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface UserChecklistProps {
  users: readonly GroupMember[];
  /** The ticked user ids, as text (checkbox values). */
  selected: string[];
  error: string | null;
  onChange: (selected: string[]) => void;
}

const describe = (user: GroupMember) =>
  [
    user.username,
    user.is_student ? 'Student' : null,
    user.school_grade ? schoolGradeLabel(user.school_grade) : null,
  ]
    .filter(Boolean)
    .join(' · ');

function matches(user: GroupMember, query: string): boolean {
  const text = `${user.first_name} ${user.last_name} ${user.username}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** A searchable checklist of users; ticked users stay ticked when the search hides them. */
export function UserChecklist({ users, selected, error, onChange }: UserChecklistProps) {
  const [query, setQuery] = useState('');
  const shown = users.filter((user) => matches(user, query.trim()));
  return (
    <Stack gap="sm">
      <TextInput
        label="Search users"
        placeholder="Name or username"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
      />
      <Checkbox.Group label="Users" value={selected} onChange={onChange} error={error}>
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars mt="xs">
          <Stack gap="xs" py={4}>
            {shown.length === 0 ? (
              <Text c="dimmed" size="sm">
                No users match the search.
              </Text>
            ) : (
              shown.map((user) => (
                <Checkbox
                  key={user.id}
                  value={String(user.id)}
                  label={`${user.first_name} ${user.last_name}`}
                  description={describe(user)}
                />
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </Stack>
  );
}
