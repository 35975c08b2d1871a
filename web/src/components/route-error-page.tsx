import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown when a page crashes while rendering; the error goes to the console for the developer. */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  const error = useRouteError();
  console.error(error);
  return (
    <Stack align="center" py={64} gap="sm">
      <Title order={1}>Something went wrong</Title>
      <Text c="dimmed">The page could not be shown. Please reload and try again.</Text>
      <Button component="a" href="/" variant="light">
        Go Back Home
      </Button>
    </Stack>
  );
}
