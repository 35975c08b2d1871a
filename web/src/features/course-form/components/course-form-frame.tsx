import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the course form pages: the page's h1 ('Create New Course', 'Edit Course') above the form. */
export function CourseFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={880} mx="auto" w="100%">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
