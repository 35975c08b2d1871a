import { errorMessage, USER_MESSAGES, type User } from '@campus/sdk';
import { Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { useAllPermissions, useSetUserPermissions } from '../../api/users-permissions';
import { AdminLoadError } from '../admin-error-banner';

interface PermissionsModalProps {
  opened: boolean;
  user: User | null;
  onClose: () => void;
  onSaved: (user: User) => void;
}

/** Permissions: a checkbox per permission of GET /admin/permissions; Save replaces the person's list. */
export function PermissionsModal({ opened, user, onClose, onSaved }: PermissionsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? `Permissions of ${user.first_name} ${user.last_name}` : 'Permissions'}
      centered
    >
      {opened && user && <PermissionsForm user={user} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function PermissionsForm({
  user,
  onCancel,
  onSaved,
}: {
  user: User;
  onCancel: () => void;
  onSaved: (user: User) => void;
}) {
  const permissions = useAllPermissions();
  const save = useSetUserPermissions(user.id);
  const [selected, setSelected] = useState(() => user.permissions.map((permission) => String(permission.id)));

  const submit = () =>
    save.mutate(selected.map(Number), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: `Permissions of ${saved.first_name} ${saved.last_name} updated`,
        });
        onSaved(saved);
      },
    });

  return (
    <Stack>
      {user.is_admin && (
        <Alert color="blue" variant="light">
          Administrators pass every permission check whatever is ticked here.
        </Alert>
      )}
      {permissions.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading permissions">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} height={24} />
          ))}
        </Stack>
      ) : permissions.isError ? (
        <AdminLoadError error={permissions.error} />
      ) : (
        <Checkbox.Group label="Permissions" value={selected} onChange={setSelected}>
          <Stack gap="sm" mt="xs">
            {permissions.data.map((permission) => (
              <Checkbox
                key={permission.id}
                value={String(permission.id)}
                label={permission.label}
                description={`${permission.key} · held by ${permission.user_count}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {selected.length} selected
      </Text>
      {save.isError && (
        <ErrorAlert>{errorMessage(save.error, USER_MESSAGES.updateUserPermissionsFailed)}</ErrorAlert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!permissions.isSuccess}>
          Save Permissions
        </Button>
      </Group>
    </Stack>
  );
}
