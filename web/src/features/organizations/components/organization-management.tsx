import { errorMessage, ORGANIZATION_MESSAGES, type Organization } from '@campus/sdk';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useOrganizations } from '../api/get-organizations';
import { AddOrganizationUsersDialog } from './add-organization-users-dialog';
import { DeactivateOrganizationDialog } from './deactivate-organization-dialog';
import { EmptyState } from './empty-state';
import { OrganizationFormModal } from './organization-form-modal';
import { OrganizationTable } from './organization-table';
import { OrganizationUsersDialog } from './organization-users-dialog';

/** The organization management page (the admin panel's Organizations tab): the list and its dialogs. */
export function OrganizationManagement() {
  const organizations = useOrganizations();
  // The form keeps its organization while it closes, so its title does not flip during the fade.
  const [form, setForm] = useState<{ opened: boolean; organization: Organization | null }>({
    opened: false,
    organization: null,
  });
  const [usersOf, setUsersOf] = useState<Organization | null>(null);
  const [addingTo, setAddingTo] = useState<Organization | null>(null);
  const [deactivating, setDeactivating] = useState<Organization | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The Deactivate button that opened the confirmation is gone once it succeeds; focus goes to the
  // same row's first action rather than being lost (after the dialog's own focus return has run).
  const focusRow = (organization: Organization) => {
    window.setTimeout(() => {
      listRef.current
        ?.querySelector<HTMLButtonElement>(`tr[data-organization-id="${organization.id}"] button`)
        ?.focus();
    }, 50);
  };

  return (
    <Stack gap="md" ref={listRef}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Organizations</Title>
        <Button onClick={() => setForm({ opened: true, organization: null })}>Create Organization</Button>
      </Group>
      {organizations.isPending ? (
        <PageLoader />
      ) : organizations.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(organizations.error, ORGANIZATION_MESSAGES.fetchFailed)}
        </Alert>
      ) : organizations.data.length === 0 ? (
        <EmptyState title="No Organizations">Create the first one with Create Organization.</EmptyState>
      ) : (
        <OrganizationTable
          organizations={organizations.data}
          onViewUsers={setUsersOf}
          onAddUsers={setAddingTo}
          onEdit={(organization) => setForm({ opened: true, organization })}
          onDeactivate={setDeactivating}
        />
      )}
      <OrganizationFormModal
        opened={form.opened}
        organization={form.organization}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <OrganizationUsersDialog organization={usersOf} onClose={() => setUsersOf(null)} />
      <AddOrganizationUsersDialog organization={addingTo} onClose={() => setAddingTo(null)} />
      <DeactivateOrganizationDialog
        organization={deactivating}
        onClose={() => setDeactivating(null)}
        onDeactivated={focusRow}
      />
    </Stack>
  );
}
