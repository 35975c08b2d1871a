import type { Course } from '@campus/sdk';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { CourseCard } from './course-card';

const COLUMNS = { base: 1, sm: 2, lg: 3 };

/** Course cards in a responsive grid, as a list. */
export function CourseGrid({ courses, headingOrder = 2 }: { courses: Course[]; headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingOrder={headingOrder} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The grid's shape while a page of courses loads. */
export function CourseGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <Card key={index} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton h={160} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton h={22} w="70%" radius="sm" />
            <Skeleton h={14} w="50%" radius="sm" />
            <Skeleton h={14} w="60%" radius="sm" />
            <Skeleton h={14} w="40%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
