import type { CourseEnrollment, UserSummary } from '@campus/sdk';
import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useChildrenCourses } from '../api/queries';
import { CourseCardList } from './course-card-group';
import { MY_COURSES_TEXT, personName } from './messages';
import { enrollmentItem } from './my-enrollments-sections';

interface ChildCourses {
  child: UserSummary;
  enrollments: CourseEnrollment[];
}

/** The rows grouped by child (each row's `user`), children in first-name order. */
export function groupByChild(rows: readonly CourseEnrollment[]): ChildCourses[] {
  const byChild = new Map<number, ChildCourses>();
  for (const row of rows) {
    const child = row.user ?? {
      id: row.user_id,
      username: `User ${row.user_id}`,
      first_name: '',
      middle_name: null,
      last_name: '',
    };
    const entry = byChild.get(child.id) ?? { child, enrollments: [] };
    entry.enrollments.push(row);
    byChild.set(child.id, entry);
  }
  return [...byChild.values()].sort((a, b) => personName(a.child).localeCompare(personName(b.child)));
}

/** My Children's Courses (only for a parent with enrolled children): a chip per child filters the groups. */
export function ChildrenCoursesSection() {
  const query = useChildrenCourses();
  const [deselected, setDeselected] = useState<string[]>([]);
  const groups = groupByChild(query.data ?? []);
  if (groups.length === 0) return null;

  const ids = groups.map(({ child }) => String(child.id));
  const selected = ids.filter((id) => !deselected.includes(id));
  const shown = groups.filter(({ child }) => selected.includes(String(child.id)));

  return (
    <Stack gap="md" component="section" aria-labelledby="children-courses-heading">
      <Title order={3} id="children-courses-heading">
        My Children's Courses
      </Title>
      <Chip.Group
        multiple
        value={selected}
        onChange={(value) => setDeselected(ids.filter((id) => !value.includes(id)))}
      >
        <Group gap="xs" role="group" aria-label="Show courses of">
          {groups.map(({ child }) => (
            <Chip key={child.id} value={String(child.id)} variant="outline">
              {personName(child)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{MY_COURSES_TEXT.noChildSelected}</Text>
      ) : (
        shown.map(({ child, enrollments }) => (
          <Stack
            key={child.id}
            gap="xs"
            component="section"
            aria-labelledby={`child-courses-${child.id}-heading`}
          >
            <Title order={4} id={`child-courses-${child.id}-heading`}>
              {`${personName(child)}'s courses`}
            </Title>
            <CourseCardList items={enrollments.map(enrollmentItem)} empty="" />
          </Stack>
        ))
      )}
    </Stack>
  );
}
