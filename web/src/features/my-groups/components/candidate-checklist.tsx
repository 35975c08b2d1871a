import { type GroupCandidate, schoolGradeLabel } from '@campus/sdk';
import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { moreText, visiblePeople } from '../../../lib/long-list';

/** 'Grade 8 Science · Grade 8': the coordinator's groups the person is in, and their grade. */
export function candidateDetails(candidate: GroupCandidate): string {
  const parts: string[] = [];
  if (candidate.groups.length > 0) parts.push(candidate.groups.map((group) => group.name).join(', '));
  if (candidate.school_grade) parts.push(schoolGradeLabel(candidate.school_grade));
  else if (!candidate.is_student) parts.push('Not a student');
  return parts.join(' · ');
}

function matches(candidate: GroupCandidate, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    candidate.first_name,
    candidate.last_name,
    candidate.username,
    ...candidate.groups.map((g) => g.name),
  ]
    .join(' ')
    .toLowerCase()
    .includes(needle);
}

interface CandidateChecklistProps {
  label: string;
  candidates: GroupCandidate[];
  selected: string[];
  onChange: (selected: string[]) => void;
  emptyMessage: string;
}

/** A searchable checklist of people, each with their source group(s) and grade. */
export function CandidateChecklist({
  label,
  candidates,
  selected,
  onChange,
  emptyMessage,
}: CandidateChecklistProps) {
  const [search, setSearch] = useState('');
  if (candidates.length === 0) return <Text c="dimmed">{emptyMessage}</Text>;
  const shown = candidates.filter((candidate) => matches(candidate, search));
  // An admin may pick from every user (10,000 in the large dataset): draw a bounded number, ticked ones kept.
  const drawn = visiblePeople(shown, selected);
  const more = moreText(drawn.length, shown.length);
  return (
    <Stack gap="sm">
      <TextInput
        label="Search"
        placeholder="Name, username or group"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Checkbox.Group label={label} value={selected} onChange={onChange}>
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Stack gap="sm" py="xs">
            {drawn.map((candidate) => (
              <Checkbox
                key={candidate.id}
                value={String(candidate.id)}
                label={`${candidate.first_name} ${candidate.last_name} (${candidate.username})`}
                description={candidateDetails(candidate)}
              />
            ))}
            {shown.length === 0 && <Text c="dimmed">No one matches "{search.trim()}"</Text>}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      {more && (
        <Text size="sm" c="dimmed">
          {more}
        </Text>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {selected.length} selected
      </Text>
    </Stack>
  );
}
