import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OpenCourses } from '../components/open-courses';
import { UpcomingEvents } from '../components/upcoming-events';

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <Stack gap={0} pb="xl">
      <Stack align="center" py={64} gap="md" ta="center">
        <Title order={1}>Welcome to Campus</Title>
        <Text size="lg" c="dimmed" maw={640}>
          Browse courses and events, keep your calendar, join groups and stay in touch with your teachers and
          classmates.
        </Text>
        {/* Centred under the centred heading, also when the buttons wrap on a phone. */}
        <Group justify="center">
          <Button component={Link} to="/courses" size="md">
            Browse Courses
          </Button>
          <Button component={Link} to="/events" size="md" variant="light">
            Browse Events
          </Button>
        </Group>
      </Stack>
      {/* The two sections stack with room between them; each hides itself when it has nothing. */}
      <Stack gap={48}>
        <UpcomingEvents />
        <OpenCourses />
      </Stack>
    </Stack>
  );
}
