import { ApiError, GROUP_MESSAGES } from '@campus/sdk';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Spec section 8: 403 not a member, 404 not found, anything else the generic fetch failure. */
export function groupErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return GROUP_MESSAGES.notMember;
  if (error instanceof ApiError && error.status === 404) return GROUP_MESSAGES.notFound;
  return GROUP_MESSAGES.fetchFailed;
}

/** The page when the group cannot be shown: a heading, the message, and a way back to My Groups. */
export function GroupLoadError({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {status === 403 ? 'Access Denied' : status === 404 ? 'Group Not Found' : 'Group'}
      </Title>
      <Alert color="red" role="alert">
        {groupErrorMessage(error)}
      </Alert>
      <div>
        <Button component={Link} to="/dashboard/my-groups" variant="light">
          Go to My Groups
        </Button>
      </div>
    </Stack>
  );
}
