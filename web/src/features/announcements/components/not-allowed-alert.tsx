import { Alert } from '@mantine/core';

/** Shown on the create and edit pages to someone who may not manage the group's announcements. */
export function NotAllowedAlert() {
  return (
    <Alert color="yellow" role="alert">
      Only this group's coordinators and admins can post or edit announcements.
    </Alert>
  );
}
