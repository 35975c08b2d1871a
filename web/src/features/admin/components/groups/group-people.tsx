import {
  ADMIN_MESSAGES,
  EMPTY_STATE_MESSAGES,
  type Group,
  type GroupMember,
  type UserSummary,
} from '@campus/sdk';
import { Button, Paper, Group as Row, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../my-groups/components/empty-state';
import { MemberTable } from '../../../my-groups/components/member-table';
import { RemoveCoordinatorDialog } from '../../../my-groups/components/remove-coordinator-dialog';
import { RemoveMemberDialog } from '../../../my-groups/components/remove-member-dialog';
import { useDialogTarget } from '../../../my-groups/components/use-dialog-target';

/** The group's members (My Groups' table) with Add Members and Remove (after a confirmation). */
export function GroupMembers({ group, onAdd }: { group: Group; onAdd: () => void }) {
  const removing = useDialogTarget<GroupMember>();
  const members = group.users ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="Members">
      <Row justify="space-between">
        <Title order={3} size="h4">
          Members ({members.length})
        </Title>
        <Button size="xs" onClick={onAdd}>
          Add Members
        </Button>
      </Row>
      {members.length === 0 ? (
        <EmptyState>{EMPTY_STATE_MESSAGES.noMembersFound}</EmptyState>
      ) : (
        <MemberTable groupName={group.name} members={members} onRemove={removing.open} />
      )}
      <RemoveMemberDialog
        group={group}
        member={removing.target}
        opened={removing.opened}
        onClose={removing.close}
        failedMessage={ADMIN_MESSAGES.removeUsersFromListFailed}
      />
    </Stack>
  );
}

/** The group's coordinators with Add Coordinators and Remove (after a confirmation). */
export function GroupCoordinators({ group, onAdd }: { group: Group; onAdd: () => void }) {
  const removing = useDialogTarget<UserSummary>();
  const coordinators = group.coordinators ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="Coordinators">
      <Row justify="space-between">
        <Title order={3} size="h4">
          Coordinators ({coordinators.length})
        </Title>
        <Button size="xs" onClick={onAdd}>
          Add Coordinators
        </Button>
      </Row>
      {coordinators.length === 0 ? (
        <EmptyState>{EMPTY_STATE_MESSAGES.noCoordinatorsAssigned}</EmptyState>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {coordinators.map((coordinator) => (
            <Paper key={coordinator.id} component="li" withBorder radius="md" px="md" py="xs">
              <Row justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {coordinator.first_name} {coordinator.last_name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {coordinator.username}
                  </Text>
                </div>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  onClick={() => removing.open(coordinator)}
                  aria-label={`Remove ${coordinator.first_name} ${coordinator.last_name} as coordinator`}
                >
                  Remove
                </Button>
              </Row>
            </Paper>
          ))}
        </Stack>
      )}
      <RemoveCoordinatorDialog
        group={group}
        coordinator={removing.target}
        opened={removing.opened}
        onClose={removing.close}
        failedMessage={ADMIN_MESSAGES.removeCoordinatorsFromListFailed}
      />
    </Stack>
  );
}
