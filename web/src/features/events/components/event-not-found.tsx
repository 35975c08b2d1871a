import { paths } from '@campus/sdk';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** 'Event Not Found' (a 404: missing, or not visible to this viewer) with Go Back Home. */
export function EventNotFound() {
  return (
    <Stack align="center" py={64} gap="sm" ta="center">
      <Title order={1}>Event Not Found</Title>
      <Text c="dimmed">The event you are looking for does not exist or is not available to you.</Text>
      <Button component={Link} to={paths.home()} variant="light">
        Go Back Home
      </Button>
    </Stack>
  );
}
