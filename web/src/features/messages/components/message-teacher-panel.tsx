import {
  COURSE_MESSAGES,
  type Course,
  type CourseMessageInput,
  CourseMessageInputSchema,
  SUBJECT_MAX_LENGTH,
} from '@campus/sdk';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useSendCourseMessage } from '../api/course-messages';
import { personName } from '../lib/people';
import { MESSAGES_TEXT } from '../lib/texts';
import { MessageEditor } from './message-editor';

const EMPTY: CourseMessageInput = { subject: '', content: '' };
const FIELDS = ['subject', 'content'] as const;

/**
 * The course page's Message Teacher panel (spec sections 2 and 5): subject ('Subject is required', at
 * most 255) and content ('Message content is required'), sent with POST /courses/{id}/messages to the
 * course's teacher, owners and editors. Without a teacher (the page shows 'No Teacher Assigned') it says
 * who gets it instead.
 */
export function MessageTeacherPanel({ course }: { course: Pick<Course, 'id' | 'name' | 'teacher'> }) {
  const send = useSendCourseMessage(course.id);
  const form = useForm<CourseMessageInput>({
    initialValues: EMPTY,
    validate: schemaValidate(CourseMessageInputSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();
  const [formError, setFormError] = useState<string | null>(null);
  // A new key empties the editor after a message has gone.
  const [sentCount, setSentCount] = useState(0);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    send.mutate(
      { subject: values.subject.trim(), content: values.content },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: course.teacher
              ? `Message sent to ${personName(course.teacher)}`
              : `Message sent to the staff of "${course.name}"`,
          });
          form.reset();
          setSentCount((count) => count + 1);
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          focusFirstError();
          setFormError(formLevelError(error, FIELDS, COURSE_MESSAGES.sendMessageFailed));
        },
      },
    );
  }, focusFirstError);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="message-teacher-heading">
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="message-teacher-heading">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="message-teacher-heading">
              Message Teacher
            </Title>
            <Text c="dimmed" size="sm">
              {course.teacher
                ? `Your message goes to ${personName(course.teacher)} and the course's owners and editors.`
                : MESSAGES_TEXT.noCourseTeacher}
            </Text>
          </Stack>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Subject"
            required
            maxLength={SUBJECT_MAX_LENGTH}
            {...form.getInputProps('subject')}
          />
          <MessageEditor
            key={sentCount}
            label="Message"
            required
            value={form.values.content}
            onChange={(html) => form.setFieldValue('content', html)}
            error={typeof form.errors.content === 'string' ? form.errors.content : null}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              Send Message
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
