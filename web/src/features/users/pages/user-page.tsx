import { ApiError, paths } from '@campus/sdk';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUser } from '../api/get-user';
import { UserCards, userLoadError } from '../components/user-cards';
import { UserCardsSkeleton } from '../components/user-cards-skeleton';
import { personName } from '../lib/person-name';

function errorHeading(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'Access Denied';
  if (error instanceof ApiError && error.status === 404) return 'User Not Found';
  return 'User Profile';
}

/** /user/{id} and /profile/{id}: the user's name, then every card the viewer may see. */
export function UserPage() {
  // The route guard sends non-numeric ids to Not Found before this page renders.
  const userId = Number(useParams().id);
  const user = useUser(userId);
  useDocumentTitle(user.data ? personName(user.data) : 'User Profile');

  if (user.isPending) {
    return (
      <Stack gap="lg">
        <Skeleton h={36} w="40%" radius="sm" />
        <UserCardsSkeleton />
      </Stack>
    );
  }
  if (user.isError) {
    const notFound = user.error instanceof ApiError && user.error.status === 404;
    return (
      <Stack gap="md" maw={640}>
        <Title order={1} size="h2">
          {errorHeading(user.error)}
        </Title>
        <ErrorAlert>{notFound ? 'This user does not exist.' : userLoadError(user.error)}</ErrorAlert>
        <div>
          <Button component={Link} to={paths.profile()} variant="light">
            Go to My Profile
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={1} size="h2">
          {personName(user.data)}
        </Title>
        <Text c="dimmed">@{user.data.username}</Text>
      </Group>
      <UserCards userId={userId} />
    </Stack>
  );
}

export default UserPage;
