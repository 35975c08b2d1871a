import { ApiError, paths, SESSION_MESSAGES } from '@campus/sdk';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';

/** Why the session (or its course) could not be shown: the server's 403 reason, not found, or a failure. */
export function sessionLoadFailure(error: unknown, notFound: string): string {
  if (error instanceof ApiError && error.status === 403 && error.message) return error.message;
  if (error instanceof ApiError && error.status === 404) return notFound;
  return SESSION_MESSAGES.loadSessionFailed;
}

export function SessionLoadError({ courseId, message }: { courseId: number; message: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <ErrorAlert>{message}</ErrorAlert>
      <Anchor component={Link} to={paths.course(courseId)}>
        Back to Course
      </Anchor>
    </Stack>
  );
}
