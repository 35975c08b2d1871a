import {
  COURSE_MESSAGES,
  type CourseSession,
  SESSION_STATUSES,
  type SessionStatus,
  type SessionUpdateInput,
  SessionUpdateInputSchema,
  type SessionUpdateType,
} from '@campus/sdk';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { RichTextEditorField } from '../../../components/rich-text-editor';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { TimeSelect } from '../../event-form/components/time-select';
import { useUpdateSession } from '../api/mutations';
import { SESSION_STATUS_LABELS } from '../lib/session-text';

/** The three answers to "how should the new time apply?" (spec section 2, "Session time change"). */
export const UPDATE_TYPE_CHOICES: { value: SessionUpdateType; label: string }[] = [
  { value: 'single', label: 'This session only' },
  { value: 'future', label: 'This and future sessions' },
  { value: 'all', label: 'All sessions' },
];

interface SessionEditModalProps {
  courseId: number;
  session: CourseSession;
  opened: boolean;
  onClose: () => void;
  onSaved: (updatedCount: number) => void;
}

interface Values {
  agenda: string;
  summary: string;
  start_time: string;
  end_time: string;
  status: SessionStatus;
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '');

function initialValues(session: CourseSession): Values {
  return {
    agenda: session.agenda ?? '',
    summary: session.summary ?? '',
    start_time: hhmm(session.start_time),
    end_time: hhmm(session.end_time),
    status: session.status,
  };
}

function EditForm({ courseId, session, onClose, onSaved }: Omit<SessionEditModalProps, 'opened'>) {
  const [values, setValues] = useState(() => initialValues(session));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Set when the time changed: the form waits for the answer to how it applies.
  const [asking, setAsking] = useState(false);
  const update = useUpdateSession(courseId, session.id);
  const { formRef, focusFirstError } = useFocusFirstError();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const timeChanged =
    values.start_time !== hhmm(session.start_time) || values.end_time !== hhmm(session.end_time);

  const save = (updateType: SessionUpdateType) => {
    const input: SessionUpdateInput = {
      agenda: values.agenda || null,
      summary: values.summary || null,
      start_time: values.start_time || null,
      end_time: values.end_time || null,
      status: values.status,
      update_type: updateType,
    };
    update.mutate(input, {
      onSuccess: (result) => onSaved(result.updated_count),
      onError: () => setAsking(false),
    });
  };
  const submit = () => {
    update.reset();
    const parsed = SessionUpdateInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      focusFirstError();
      return;
    }
    setErrors({});
    if (timeChanged) setAsking(true);
    else save('single');
  };

  if (asking) {
    return (
      <Stack>
        <Text id="apply-time-question">
          The session time changed. Which sessions should get the new time?
        </Text>
        <Stack gap="xs" role="group" aria-labelledby="apply-time-question">
          {UPDATE_TYPE_CHOICES.map((choice, index) => (
            <Button
              key={choice.value}
              variant={index === 0 ? 'filled' : 'default'}
              onClick={() => save(choice.value)}
              disabled={update.isPending}
              data-autofocus={index === 0 || undefined}
            >
              {choice.label}
            </Button>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => setAsking(false)} disabled={update.isPending}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TimeSelect
            label="Start Time"
            value={values.start_time}
            onChange={(value) => set('start_time', value)}
            error={errors.start_time}
            clearable
            data-autofocus
          />
          <TimeSelect
            label="End Time"
            value={values.end_time}
            onChange={(value) => set('end_time', value)}
            after={values.start_time || undefined}
            error={errors.end_time}
            clearable
          />
        </SimpleGrid>
        <Select
          label="Status"
          data={SESSION_STATUSES.map((status) => ({ value: status, label: SESSION_STATUS_LABELS[status] }))}
          value={values.status}
          onChange={(value) => value && set('status', value as SessionStatus)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <RichTextEditorField
          label="Agenda"
          value={values.agenda}
          onChange={(html) => set('agenda', html)}
          error={errors.agenda}
        />
        <RichTextEditorField
          label="Summary"
          value={values.summary}
          onChange={(html) => set('summary', html)}
          error={errors.summary}
        />
        {update.isError && <ErrorAlert>{COURSE_MESSAGES.updateSessionFailed}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit Session (staff): agenda, summary, times and status; a time change asks how far it applies. */
export function SessionEditModal({ opened, ...props }: SessionEditModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Edit Session" centered size="xl">
      {opened && <EditForm {...props} />}
    </Modal>
  );
}
