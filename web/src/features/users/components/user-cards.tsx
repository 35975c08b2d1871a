import { Paper, Text, Title } from '@mantine/core';

/**
 * Every card of a user's page (details with inline edit, manager and assistants, groups, family, courses
 * taken, permissions), each shown only when GET /users/{id} says the viewer may. Used by /user/{id},
 * /profile/{id} and the admin Users tab's detail. (Issue 19 fills it in.)
 */
export function UserCards({ userId }: { userId: number }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        User {userId}
      </Title>
      <Text c="dimmed">Not built yet</Text>
    </Paper>
  );
}
