import {
  ApiError,
  COURSE_MESSAGES,
  firstFieldErrors,
  type GenerateSessionsResult,
  generateSessionsError,
} from '@campus/sdk';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useGenerateSessions } from '../api/mutations';

interface GenerateSessionsModalProps {
  courseId: number;
  opened: boolean;
  onClose: () => void;
  onGenerated: (result: GenerateSessionsResult) => void;
}

/** The failure in the spec's words (section 8): the server's validation errors, 403, or the fallback. */
function generateFailure(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (error instanceof ApiError && error.status === 422) {
    const fields = firstFieldErrors(error.fieldErrors);
    const elsewhere = Object.entries(fields)
      .filter(([key]) => key !== 'start_date' && key !== 'end_date')
      .map(([, text]) => text);
    const message =
      Object.keys(fields).length === 0 ? error.message : elsewhere.length > 0 ? elsewhere.join(' ') : null;
    return { fields, message };
  }
  if (error instanceof ApiError && error.status === 403) {
    return { fields: {}, message: COURSE_MESSAGES.generateSessionsForbidden };
  }
  return { fields: {}, message: COURSE_MESSAGES.generateSessionsFailed };
}

/** Generate Sessions (spec section 5): the schedule's dates between a start and an end date. */
export function GenerateSessionsModal({
  courseId,
  opened,
  onClose,
  onGenerated,
}: GenerateSessionsModalProps) {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [checkError, setCheckError] = useState<string | null>(null);
  const generate = useGenerateSessions(courseId);
  const failure = generate.isError ? generateFailure(generate.error) : null;

  const close = () => {
    if (generate.isPending) return;
    setCheckError(null);
    generate.reset();
    onClose();
  };
  const submit = () => {
    generate.reset();
    const input = { start_date: startDate, end_date: endDate };
    const problem = generateSessionsError(input);
    setCheckError(problem);
    if (problem) return;
    generate.mutate(input, {
      onSuccess: (result) => {
        setStartDate('');
        setEndDate('');
        onGenerated(result);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Generate Sessions" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Sessions are created on the course's schedule for every date in the range that has none yet.
          </Text>
          <TextInput
            type="date"
            label="Start Date"
            required
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            error={failure?.fields.start_date}
            disabled={generate.isPending}
            data-autofocus
          />
          <TextInput
            type="date"
            label="End Date"
            required
            value={endDate}
            min={startDate || undefined}
            onChange={(event) => setEndDate(event.currentTarget.value)}
            error={failure?.fields.end_date}
            disabled={generate.isPending}
          />
          <ErrorAlert>{checkError ?? failure?.message}</ErrorAlert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={generate.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={generate.isPending}>
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
