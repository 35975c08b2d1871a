import type { Group } from '@campus/sdk';
import { Modal } from '@mantine/core';
import { CreateUserForm, type OrganizationSource } from './create-user-form';

interface CreateUserModalProps {
  opened: boolean;
  onClose: () => void;
  /** Which organizations the user may create accounts in (spec section 6). */
  organizationSource: OrganizationSource;
  /** The groups the user coordinates (the new account may join one). */
  groups: Group[];
  /** Preselected in the group select: the group being managed. */
  defaultGroupId: number | null;
  onCreated: (groupId: number | null) => void;
}

/** Create User: a new account in an organization, added to one of the user's coordinated groups. */
export function CreateUserModal({ opened, onClose, ...form }: CreateUserModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create User" size="lg" centered>
      {opened && <CreateUserForm onCancel={onClose} {...form} />}
    </Modal>
  );
}
