import type { User } from '@campus/sdk';
import { Checkbox, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useStudentSearch } from '../../api/enrollments-students';
import { ENROLLMENTS_TEXT, studentOption } from './enrollment-text';

interface StudentPickerProps {
  student: User | null;
  onChange: (student: User | null) => void;
}

/**
 * The "by student" picker: a search over the server's people (GET /admin/users, no admins; students only
 * unless unticked). Only the first matches are offered; typing narrows them.
 */
export function StudentPicker({ student, onChange }: StudentPickerProps) {
  const [searchValue, setSearchValue] = useState('');
  const [studentsOnly, setStudentsOnly] = useState(true);
  // The box shows the chosen person's label; that is not a search.
  const typed = student && searchValue === studentOption(student) ? '' : searchValue.trim();
  const [search] = useDebouncedValue(typed, 300);
  const people = useStudentSearch({ search, studentsOnly });
  const found = people.data?.data ?? [];
  // The chosen person stays an option whatever the search, so the box keeps showing them.
  const options = student && !found.some((user) => user.id === student.id) ? [student, ...found] : found;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label="Student"
        placeholder="Search by name, username or email"
        searchable
        clearable
        w={{ base: '100%', sm: 480 }}
        data={options.map((user) => ({ value: String(user.id), label: studentOption(user) }))}
        // The server has already searched; the list is not filtered again here.
        filter={({ options: shown }) => shown}
        searchValue={searchValue}
        onSearchChange={setSearchValue}
        value={student ? String(student.id) : null}
        onChange={(value) => onChange(options.find((user) => String(user.id) === value) ?? null)}
        nothingFoundMessage={people.isFetching ? 'Searching…' : ENROLLMENTS_TEXT.noPeopleFound}
        comboboxProps={{ withinPortal: true }}
      />
      <Checkbox
        label="Students only"
        checked={studentsOnly}
        onChange={(event) => setStudentsOnly(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
