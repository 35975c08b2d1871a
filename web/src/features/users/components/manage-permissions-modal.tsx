import { ADMIN_MESSAGES, errorMessage, type Permission, USER_MESSAGES, type UserSummary } from '@campus/sdk';
import { Button, Checkbox, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useAllPermissions, useSetUserPermissions } from '../api/permissions';
import { personName } from '../lib/person-name';

interface ManagePermissionsModalProps {
  user: UserSummary;
  granted: Permission[];
  onClose: () => void;
}

/** Manage: a checkbox per permission (GET /admin/permissions), saved with PUT /admin/users/{id}/permissions. */
export function ManagePermissionsModal({ user, granted, onClose }: ManagePermissionsModalProps) {
  const all = useAllPermissions(true);
  const save = useSetUserPermissions(user.id);
  const [selected, setSelected] = useState(granted.map((permission) => String(permission.id)));

  const submit = () =>
    save.mutate(
      { permission_ids: selected.map(Number) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Permissions updated' });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title="Manage Permissions" centered>
      <Stack>
        {all.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading permissions">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={22} />
            ))}
          </Stack>
        ) : all.isError ? (
          <ErrorAlert>{errorMessage(all.error, ADMIN_MESSAGES.loadFailed)}</ErrorAlert>
        ) : (
          <Checkbox.Group
            label={`Permissions of ${personName(user)}`}
            value={selected}
            onChange={setSelected}
          >
            <Stack gap="xs" mt="xs">
              {all.data.map((permission) => (
                <Checkbox
                  key={permission.id}
                  value={String(permission.id)}
                  label={permission.label}
                  description={permission.key}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {save.isError && (
          <ErrorAlert>{errorMessage(save.error, USER_MESSAGES.updateUserPermissionsFailed)}</ErrorAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!all.isSuccess}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
