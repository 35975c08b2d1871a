import type { User } from '@campus/sdk';
import { Modal } from '@mantine/core';
import { AdminUserForm } from './admin-user-form';

interface AdminUserFormModalProps {
  opened: boolean;
  /** The person to edit; none creates a new one. */
  user: User | null;
  onClose: () => void;
  onSaved: (user: User) => void;
}

/** Create User and Edit User in a modal; the form mounts on each opening, so it starts clean. */
export function AdminUserFormModal({ opened, user, onClose, onSaved }: AdminUserFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? `Edit ${user.first_name} ${user.last_name}` : 'Create User'}
      size="xl"
      centered
    >
      {opened && <AdminUserForm user={user} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
