import type { Group, UserSummary } from '@campus/sdk';
import { Button, Paper, Group as Row, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from './empty-state';
import { NO_COORDINATORS_ASSIGNED } from './messages';
import { RemoveCoordinatorDialog } from './remove-coordinator-dialog';
import { useDialogTarget } from './use-dialog-target';

interface CoordinatorListProps {
  group: Group;
  onManage: () => void;
}

/** The selected group's coordinators: Manage opens the picker, Remove asks first. */
export function CoordinatorList({ group, onManage }: CoordinatorListProps) {
  const removing = useDialogTarget<UserSummary>();
  const coordinators = group.coordinators ?? [];
  return (
    <Stack gap="sm">
      <Row justify="space-between">
        <Title order={4}>Coordinators</Title>
        <Button variant="light" size="xs" onClick={onManage} aria-label="Manage coordinators">
          Manage
        </Button>
      </Row>
      {coordinators.length === 0 ? (
        <EmptyState>{NO_COORDINATORS_ASSIGNED}</EmptyState>
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
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => removing.open(coordinator)}
                  aria-label={`Remove ${coordinator.first_name} ${coordinator.last_name}`}
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
      />
    </Stack>
  );
}
