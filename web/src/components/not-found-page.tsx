import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Not Found');
  return (
    <Stack align="center" py={64} gap="sm">
      <Title order={1}>Not Found</Title>
      <Text c="dimmed">The page you are looking for does not exist.</Text>
      <Button component={Link} to="/" variant="light">
        Go Back Home
      </Button>
    </Stack>
  );
}
