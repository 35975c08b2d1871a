import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the event form pages: the page's h1 above the form's sections. */
export function EventFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={880} mx="auto" w="100%">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
