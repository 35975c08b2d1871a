import { Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../lib/use-document-title';

interface NotBuiltPageProps {
  title: string;
  /** 2 inside a layout that already has the page's h1 (the dashboard); 1 otherwise. */
  headingOrder?: 1 | 2;
}

/** A screen of the spec that a later issue builds (docs/FEATURES.md lists them). */
export function NotBuiltPage({ title, headingOrder = 1 }: NotBuiltPageProps) {
  useDocumentTitle(title);
  return (
    <Paper withBorder p="xl" radius="md">
      <Title order={headingOrder} size="h2" mb="sm">
        {title}
      </Title>
      <Text c="dimmed">Not built yet</Text>
    </Paper>
  );
}

export default NotBuiltPage;
