import { COURSE_MESSAGES, type Course, courseDecisionToast, hasPermission, type User } from '@campus/sdk';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { courseKeys } from '../api/keys';

/** Who reviews a pending course on its page: whoever may publish it (admins; its owners holding create_course). */
export function mayReviewCourse(user: User | null, course: Course): boolean {
  return (
    course.status === 'pending' && course.abilities?.manage === true && hasPermission(user, 'create_course')
  );
}

/**
 * A pending course's review (spec sections 2 and 4): whoever may publish it (admins; its owners holding
 * create_course) approves it (published) or rejects it (back to draft).
 */
export function CourseReview({ course }: { course: Course }) {
  const { user } = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (status: 'published' | 'draft') => client.adminCourses.setStatus(course.id, { status }),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: courseDecisionToast(saved.name, saved.status) });
      return queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  if (!mayReviewCourse(user, course)) return null;
  return (
    <Alert color="yellow" variant="light" title="Awaiting approval">
      <Text size="sm" mb="sm">
        This course was submitted for approval. Approve publishes it; Reject returns it to draft.
      </Text>
      <Group gap="sm">
        <Button
          size="sm"
          loading={decide.isPending && decide.variables === 'published'}
          disabled={decide.isPending}
          onClick={() => decide.mutate('published')}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="light"
          color="red"
          loading={decide.isPending && decide.variables === 'draft'}
          disabled={decide.isPending}
          onClick={() => decide.mutate('draft')}
        >
          Reject
        </Button>
      </Group>
      {decide.isError && (
        <Stack mt="sm">
          <ErrorAlert>{COURSE_MESSAGES.updateStatusFailed}</ErrorAlert>
        </Stack>
      )}
    </Alert>
  );
}
