import {
  addStudentsMessage,
  COURSE_MESSAGES,
  type CourseCandidate,
  EMPTY_STATE_MESSAGES,
  errorMessage,
  SCHOOL_GRADES,
  schoolGradeLabel,
} from '@campus/sdk';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { LIST_LIMIT, moreText, searchPeople, visiblePeople } from '../../../lib/long-list';
import { useAddStudents } from '../api/mutations';
import { useCourseUsers } from '../api/queries';
import {
  ALL,
  addableCandidates,
  candidateGroups,
  filterStudents,
  type StudentFilters,
} from '../lib/student-filters';
import { MY_COURSES_TEXT, personName } from './messages';

interface AddStudentsModalProps {
  courseId: number;
  courseName: string;
  opened: boolean;
  onClose: () => void;
}

/** Add Students: the people one may pick who are not enrolled yet, filtered by group and grade. */
export function AddStudentsModal({ courseId, courseName, opened, onClose }: AddStudentsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Add Students: ${courseName}`} size="lg" centered>
      {opened && <AddStudentsForm courseId={courseId} onDone={onClose} />}
    </Modal>
  );
}

function describe(candidate: CourseCandidate): string | undefined {
  const parts = [
    candidate.school_grade ? schoolGradeLabel(candidate.school_grade) : null,
    candidate.groups.map((group) => group.name).join(', ') || null,
  ].filter(Boolean);
  return parts.join(' · ') || undefined;
}

function AddStudentsForm({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const users = useCourseUsers(courseId);
  const add = useAddStudents(courseId);
  const [filters, setFilters] = useState<StudentFilters>({ group: ALL, grade: ALL });
  const [selected, setSelected] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (users.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading students">
        <Skeleton height={36} />
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  }
  if (users.isError) return <ErrorAlert>{COURSE_MESSAGES.loadUsersFailed}</ErrorAlert>;

  const addable = addableCandidates(users.data.candidates);
  const shown = searchPeople(filterStudents(addable, filters), search);
  const shownIds = shown.map((candidate) => String(candidate.id));
  const addableIds = new Set(addable.map((candidate) => String(candidate.id)));
  // Someone enrolled since they were ticked (the list refreshes) is never sent.
  const ticked = selected.filter((id) => addableIds.has(id));
  const allShownTicked = shownIds.length > 0 && shownIds.every((id) => ticked.includes(id));
  const someShownTicked = shownIds.some((id) => ticked.includes(id));
  // Only the first ones are drawn (an administrator may pick from thousands); Select All ticks every match.
  const drawn = visiblePeople(shown, ticked);
  const more = moreText(drawn.length, shown.length);

  const toggleAll = () =>
    setSelected((current) =>
      allShownTicked
        ? current.filter((id) => !shownIds.includes(id))
        : [...new Set([...current, ...shownIds])],
    );

  const submit = () => {
    if (ticked.length === 0) {
      setFailure(MY_COURSES_TEXT.selectAtLeastOne);
      return;
    }
    setFailure(null);
    add.mutate(ticked.map(Number), {
      onSuccess: ({ added, failed }) => {
        const summary = addStudentsMessage(added.length, failed.length);
        if (summary === null) {
          notifications.show({ color: 'green', message: `Added ${added.length} student(s)` });
          onDone();
          return;
        }
        // Keep the ones that failed ticked, so they can be tried again.
        setSelected((current) => current.filter((id) => !added.includes(Number(id))));
        setFailure(summary);
      },
      onError: (error) => setFailure(errorMessage(error, COURSE_MESSAGES.addStudentsFailed)),
    });
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label="Group"
          value={filters.group}
          onChange={(event) => setFilters({ ...filters, group: event.currentTarget.value })}
          data={[
            { value: ALL, label: 'All groups' },
            ...candidateGroups(addable).map((group) => ({ value: String(group.id), label: group.name })),
          ]}
        />
        <NativeSelect
          label="Grade"
          value={filters.grade}
          onChange={(event) => setFilters({ ...filters, grade: event.currentTarget.value })}
          data={[
            { value: ALL, label: 'All grades' },
            ...SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) })),
          ]}
        />
      </SimpleGrid>
      {addable.length > LIST_LIMIT && (
        <TextInput
          type="search"
          label="Search"
          placeholder="Name or username"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {addable.length === 0 ? (
        <Text c="dimmed">{EMPTY_STATE_MESSAGES.noStudentsAvailable}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{MY_COURSES_TEXT.noEligibleStudents}</Text>
      ) : (
        <Stack gap="xs">
          <Checkbox
            label="Select All"
            checked={allShownTicked}
            indeterminate={someShownTicked && !allShownTicked}
            onChange={toggleAll}
          />
          <Checkbox.Group
            label="Students"
            value={selected}
            onChange={(value) => {
              setFailure(null);
              setSelected(value);
            }}
          >
            <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
              <Stack gap="sm" py="xs">
                {drawn.map((candidate) => (
                  <Checkbox
                    key={candidate.id}
                    value={String(candidate.id)}
                    label={`${personName(candidate)} (${candidate.username})`}
                    description={describe(candidate)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          {more && (
            <Text size="sm" c="dimmed">
              {more}
            </Text>
          )}
        </Stack>
      )}
      <ErrorAlert>{failure}</ErrorAlert>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {ticked.length} selected
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={add.isPending}>
            Add Students
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
