import { errorMessage, ORGANIZATION_MESSAGES, type Organization, UserIdsSchema } from '@campus/sdk';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { type AddOrganizationUsersResult, useAddOrganizationUsers } from '../api/add-organization-users';
import { useAvailableUsers } from '../api/get-available-users';
import { useLastValue } from '../hooks/use-last-value';
import { EmptyState } from './empty-state';
import { UserChecklist } from './user-checklist';

interface Outcome {
  color: 'red' | 'yellow';
  message: string;
}

/** What a partial or failed add says; null when every user was added. */
function outcomeOf(result: AddOrganizationUsersResult, usernameOf: (id: number) => string): Outcome | null {
  if (result.failed.length === 0) return null;
  const first = result.failed[0]?.error;
  if (result.added.length === 0) {
    return { color: 'red', message: errorMessage(first, ORGANIZATION_MESSAGES.addUsersFailed) };
  }
  const names = result.failed.map((failure) => usernameOf(failure.userId)).join(', ');
  return {
    color: 'yellow',
    message: `Added ${result.added.length} user(s), but ${result.failed.length} failed: ${names}. ${errorMessage(first, ORGANIZATION_MESSAGES.addUsersFailed)}`,
  };
}

function AddUsersForm({ organization, onDone }: { organization: Organization; onDone: () => void }) {
  const available = useAvailableUsers(organization.id);
  const add = useAddOrganizationUsers();
  const [selected, setSelected] = useState<string[]>([]);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (available.isPending) return <PageLoader />;
  if (available.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(available.error, ORGANIZATION_MESSAGES.fetchAllUsersFailed)}
      </Alert>
    );
  }
  const users = available.data;
  const usernameOf = (id: number) => users.find((user) => user.id === id)?.username ?? `#${id}`;

  const submit = () => {
    const parsed = UserIdsSchema.safeParse({ user_ids: selected });
    if (!parsed.success) {
      setSelectionError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setOutcome(null);
    add.mutate(
      { organizationId: organization.id, userIds: parsed.data.user_ids },
      {
        onSuccess: (result) => {
          const said = outcomeOf(result, usernameOf);
          if (!said) {
            notifications.show({
              color: 'green',
              message: `Added ${result.added.length} user(s) to ${organization.name}`,
            });
            onDone();
            return;
          }
          // The ones that failed stay ticked, ready for another try.
          setSelected(result.failed.map((failure) => String(failure.userId)));
          setOutcome(said);
        },
        onError: (error) =>
          setOutcome({ color: 'red', message: errorMessage(error, ORGANIZATION_MESSAGES.addUsersFailed) }),
      },
    );
  };

  return (
    <Stack gap="md">
      {outcome && (
        <Alert color={outcome.color} role="alert">
          {outcome.message}
        </Alert>
      )}
      {users.length === 0 ? (
        <EmptyState title="No Users Available">Every user is already in this organization.</EmptyState>
      ) : (
        <UserChecklist
          users={users}
          selected={selected}
          error={selectionError}
          onChange={(next) => {
            setSelected(next);
            setSelectionError(null);
          }}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.length} selected
        </Text>
        <Group>
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={users.length === 0}>
            Add Selected Users
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

interface AddOrganizationUsersDialogProps {
  organization: Organization | null;
  onClose: () => void;
}

/** Add Users: a searchable checklist of the users not yet in the organization. */
export function AddOrganizationUsersDialog({ organization, onClose }: AddOrganizationUsersDialogProps) {
  const shown = useLastValue(organization);
  return (
    <Modal
      opened={organization !== null}
      onClose={onClose}
      title={shown ? `Add Users to ${shown.name}` : 'Add Users'}
      size="lg"
      centered
    >
      {shown && <AddUsersForm key={shown.id} organization={shown} onDone={onClose} />}
    </Modal>
  );
}
