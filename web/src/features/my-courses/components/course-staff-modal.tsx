import { COURSE_MESSAGES, type Course, type CourseUsers, errorMessage, type UserSummary } from '@campus/sdk';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { LIST_LIMIT, moreText, searchPeople, visiblePeople } from '../../../lib/long-list';
import { useSetCourseStaff } from '../api/mutations';
import { useCourseUsers } from '../api/queries';
import { MY_COURSES_TEXT, personName } from './messages';

interface CourseStaffModalProps {
  course: Course | null;
  onClose: () => void;
}

/** The course owners/editors modal: two checklists (Owners, Editors), each saved by its own Update. */
export function CourseStaffModal({ course, onClose }: CourseStaffModalProps) {
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      title={course ? `Owners and Editors: ${course.name}` : 'Owners and Editors'}
      size="lg"
      centered
    >
      {course && <StaffForm key={course.id} courseId={course.id} onClose={onClose} />}
    </Modal>
  );
}

/** Everyone who may be ticked: the candidates plus the current owners and editors (they may stay). */
function peopleOf(users: CourseUsers): UserSummary[] {
  const byId = new Map<number, UserSummary>();
  for (const person of [...users.owners, ...users.editors, ...users.candidates]) {
    if (!byId.has(person.id)) byId.set(person.id, person);
  }
  return [...byId.values()].sort(
    (a, b) => personName(a).localeCompare(personName(b)) || a.username.localeCompare(b.username),
  );
}

function StaffForm({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const users = useCourseUsers(courseId);
  const [search, setSearch] = useState('');
  if (users.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading course users">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (users.isError) {
    return (
      <Stack>
        <ErrorAlert>{COURSE_MESSAGES.loadUsersFailed}</ErrorAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  const people = peopleOf(users.data);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Owners manage the course: status, enrollments, owners, editors and deletion. Editors edit the course
        and its sessions. The lists offer the current owners and editors and the people of the groups you
        coordinate.
      </Text>
      {people.length > LIST_LIMIT && (
        <TextInput
          type="search"
          label="Search people"
          placeholder="Name or username"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      <StaffChecklist
        courseId={courseId}
        list="owners"
        people={people}
        search={search}
        initial={users.data.owners.map((owner) => String(owner.id))}
      />
      <Divider />
      <StaffChecklist
        courseId={courseId}
        list="editors"
        people={people}
        search={search}
        initial={users.data.editors.map((editor) => String(editor.id))}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

const ROLE_TEXT = {
  owners: {
    label: 'Owners',
    one: 'owner',
    failed: COURSE_MESSAGES.updateOwnersFailed,
    // Spec section 5 (CourseOwnersInputSchema): a course keeps at least one owner.
    needsOne: 'Please select at least one owner',
  },
  editors: { label: 'Editors', one: 'editor', failed: COURSE_MESSAGES.updateEditorsFailed, needsOne: null },
} as const;

function StaffChecklist({
  courseId,
  list,
  people,
  search,
  initial,
}: {
  courseId: number;
  list: 'owners' | 'editors';
  people: UserSummary[];
  search: string;
  initial: string[];
}) {
  const text = ROLE_TEXT[list];
  const [selected, setSelected] = useState(initial);
  // Only the first matches are drawn (an administrator may pick from thousands); ticked ones always are.
  const matches = searchPeople(people, search);
  const drawn = visiblePeople(matches, selected);
  const more = moreText(drawn.length, matches.length);
  const save = useSetCourseStaff(courseId, list);
  const missing = text.needsOne !== null && selected.length === 0;
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={text.label}
        value={selected}
        onChange={(value) => {
          save.reset();
          setSelected(value);
        }}
      >
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <Stack gap="sm" py="xs">
            {drawn.map((person) => (
              <Checkbox
                key={person.id}
                value={String(person.id)}
                label={`${personName(person)} (${person.username})`}
              />
            ))}
            {people.length === 0 && <Text c="dimmed">No one to choose from.</Text>}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      {more && (
        <Text size="sm" c="dimmed">
          {more}
        </Text>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {selected.length === 1 ? `1 ${text.one} selected` : `${selected.length} ${text.one}s selected`}
      </Text>
      {save.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {MY_COURSES_TEXT.staffSaved}
        </Alert>
      )}
      {save.isError && <ErrorAlert>{errorMessage(save.error, text.failed)}</ErrorAlert>}
      {missing && (
        <Text size="sm" c="red">
          {text.needsOne}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => save.mutate(selected.map(Number))}
          loading={save.isPending}
          disabled={missing}
          aria-label={`Update ${text.label}`}
        >
          Update
        </Button>
      </Group>
    </Stack>
  );
}
