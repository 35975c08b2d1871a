import {
  EMPTY_STATE_MESSAGES,
  errorMessage,
  ORGANIZATION_MESSAGES,
  type Organization,
  type OrganizationUser,
} from '@campus/sdk';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useOrganizationUsers } from '../api/get-organization-users';
import { useRemoveOrganizationUser } from '../api/remove-organization-user';
import { useLastValue } from '../hooks/use-last-value';
import { EmptyState } from './empty-state';
import { OrganizationUserList } from './organization-user-list';
import { RemoveUserConfirmation } from './remove-user-confirmation';

/** The users of an organization with role and joined date, and Remove with a confirmation. */
function OrganizationUsers({ organization }: { organization: Organization }) {
  const users = useOrganizationUsers(organization.id);
  const remove = useRemoveOrganizationUser();
  const [removing, setRemoving] = useState<OrganizationUser | null>(null);

  if (users.isPending) return <PageLoader />;
  if (users.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(users.error, ORGANIZATION_MESSAGES.fetchUsersFailed)}
      </Alert>
    );
  }
  if (users.data.users.length === 0) return <EmptyState title={EMPTY_STATE_MESSAGES.noUsersInOrganization} />;

  const confirmRemove = (user: OrganizationUser) =>
    remove.mutate(
      { organizationId: organization.id, userId: user.id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: `${user.username} was removed from ${organization.name}`,
          });
          setRemoving(null);
        },
      },
    );

  return (
    <Stack gap="md">
      {removing ? (
        <RemoveUserConfirmation
          user={removing}
          organization={organization}
          loading={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, ORGANIZATION_MESSAGES.removeUserFailed) : null}
          onConfirm={() => confirmRemove(removing)}
          onCancel={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {users.data.users.length} user{users.data.users.length === 1 ? '' : 's'}
        </Text>
      )}
      <OrganizationUserList
        users={users.data.users}
        disabled={removing !== null}
        onRemove={(user) => {
          remove.reset();
          setRemoving(user);
        }}
      />
    </Stack>
  );
}

interface OrganizationUsersDialogProps {
  organization: Organization | null;
  onClose: () => void;
}

/** View Users: the organization's users in a dialog. */
export function OrganizationUsersDialog({ organization, onClose }: OrganizationUsersDialogProps) {
  const shown = useLastValue(organization);
  return (
    <Modal
      opened={organization !== null}
      onClose={onClose}
      title={shown ? `Users of ${shown.name}` : 'Users'}
      size="xl"
      centered
    >
      {shown && <OrganizationUsers key={shown.id} organization={shown} />}
    </Modal>
  );
}
