import type { Organization } from '@campus/sdk';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { ActionsHeader, DataTable } from '../../../components/data-table';

export interface OrganizationActions {
  onViewUsers: (organization: Organization) => void;
  onAddUsers: (organization: Organization) => void;
  onEdit: (organization: Organization) => void;
  onDeactivate: (organization: Organization) => void;
}

interface OrganizationTableProps extends OrganizationActions {
  organizations: readonly Organization[];
}

/**
 * The organization list (spec section 2): name with a Deactivated badge, description, owner, user count
 * and the actions; a deactivated organization cannot be deactivated again. Scrolls sideways on a phone.
 */
export function OrganizationTable({ organizations, ...actions }: OrganizationTableProps) {
  return (
    <DataTable
      minWidth={900}
      striped
      highlightOnHover
      verticalSpacing="sm"
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th style={{ whiteSpace: 'nowrap' }}>Users</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {organizations.map((organization) => (
        <Table.Tr key={organization.id} data-organization-id={organization.id}>
          {/* The row's header: the actions' buttons are read with the organization's name. */}
          <Table.Th scope="row" fw={400}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {organization.name}
              </Text>
              {!organization.is_active && (
                <Badge color="gray" variant="outline" size="sm" style={{ flexShrink: 0 }}>
                  Deactivated
                </Badge>
              )}
            </Group>
          </Table.Th>
          <Table.Td>
            <Text size="sm" lineClamp={2} maw={320}>
              {organization.description ?? ''}
            </Text>
          </Table.Td>
          <Table.Td>
            {organization.owner?.username ?? (
              <Text span c="dimmed" size="sm">
                No owner
              </Text>
            )}
          </Table.Td>
          <Table.Td>{organization.users_count ?? 0}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <Button size="xs" variant="light" onClick={() => actions.onViewUsers(organization)}>
                View Users
              </Button>
              <Button size="xs" variant="light" onClick={() => actions.onAddUsers(organization)}>
                Add Users
              </Button>
              <Button size="xs" variant="default" onClick={() => actions.onEdit(organization)}>
                Edit
              </Button>
              {organization.is_active && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => actions.onDeactivate(organization)}
                >
                  Deactivate
                </Button>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
