import { COURSE_MESSAGES, type Course, hasPermission } from '@campus/sdk';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { courseKeys } from '../api/keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
  const mayApprove = course.abilities?.manage === true && hasPermission(user, 'create_course');
  if (course.status !== 'pending' || !mayApprove) return null;
  return (
    <Alert color="yellow" variant="light" title="Awaiting approval">
      <Text size="sm" mb="sm">
        This course was submitted for approval. Approve publishes it; Reject returns it to draft.
      </Text>
      <Group gap="sm">
        <Button
          size="sm"
          color="green"
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
