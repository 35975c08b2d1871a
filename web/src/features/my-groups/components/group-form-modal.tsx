import { DASHBOARD_MESSAGES, type Group, GroupInputSchema } from '@campus/sdk';
import { Button, Modal, Group as Row, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../components/error-alert';
import { formLevelError, schemaValidate, serverFieldErrors } from '../../../lib/form';
import { useFocusFirstError } from '../../../lib/use-focus-first-error';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';

interface GroupFormValues {
  name: string;
  description: string;
}

const FIELDS = ['name', 'description'];

interface GroupFormModalProps {
  opened: boolean;
  /** The group to edit; none creates a new one. */
  group: Group | null;
  onClose: () => void;
  onSaved: (group: Group) => void;
  /** Shown when saving fails and the server gave no message (the admin panel says 'Failed to create user list'). */
  failedMessage?: string;
}

/** Create Group and Edit Group (spec section 5: name required, description optional). */
export function GroupFormModal({ opened, group, onClose, onSaved, failedMessage }: GroupFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={group ? 'Edit Group' : 'Create Group'} centered>
      {/* Mounted only while open, so every opening starts from the group's values and no error. */}
      {opened && (
        <GroupForm group={group} onCancel={onClose} onSaved={onSaved} failedMessage={failedMessage} />
      )}
    </Modal>
  );
}

function GroupForm({
  group,
  onCancel,
  onSaved,
  failedMessage,
}: {
  group: Group | null;
  onCancel: () => void;
  onSaved: (group: Group) => void;
  failedMessage?: string | undefined;
}) {
  const create = useCreateGroup();
  const update = useUpdateGroup(group?.id ?? 0);
  const mutation = group ? update : create;
  const fallback =
    failedMessage ?? (group ? DASHBOARD_MESSAGES.updateGroupFailed : DASHBOARD_MESSAGES.createGroupFailed);
  const form = useForm<GroupFormValues>({
    initialValues: { name: group?.name ?? '', description: group?.description ?? '' },
    validate: schemaValidate(GroupInputSchema),
  });
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = form.onSubmit((values) => {
    mutation.mutate(GroupInputSchema.parse(values), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: group ? `Group "${saved.name}" updated` : `Group "${saved.name}" created`,
        });
        onSaved(saved);
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        focusFirstError();
      },
    });
  }, focusFirstError);
  const alert = mutation.isError ? formLevelError(mutation.error, FIELDS, fallback) : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert>{alert}</ErrorAlert>
        <TextInput label="Group Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        <Row justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={form.values.name.trim() === ''}>
            {group ? 'Save Changes' : 'Create Group'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
