import { EMPTY_STATE_MESSAGES } from '@campus/sdk';
import { Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnedOrganizations } from '../api/get-owned-organizations';
import { EmptyState } from '../components/empty-state';
import { OrganizationUsersPanel } from '../components/organization-users-panel';

/**
 * The dashboard's Users tab (spec section 2): an organization owner picks one of their organizations
 * (the first by default) and reads its users. The owned list falls back to empty on failure (spec 8).
 */
export function UsersTabPage() {
  useDocumentTitle('Users');
  const owned = useOwnedOrganizations();
  const [chosenId, setChosenId] = useState<number | null>(null);

  const organizations = owned.data ?? [];
  const selected = organizations.find((org) => org.id === chosenId) ?? organizations[0] ?? null;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2}>Users</Title>
        {owned.isPending ? (
          <PageLoader />
        ) : selected === null ? (
          <EmptyState title={EMPTY_STATE_MESSAGES.noOwnedOrganizations}>
            You do not own any organization.
          </EmptyState>
        ) : (
          <>
            <Select
              label="Organization"
              data={organizations.map((org) => ({ value: String(org.id), label: org.name }))}
              value={String(selected.id)}
              onChange={(value) => value && setChosenId(Number(value))}
              allowDeselect={false}
              searchable={organizations.length > 8}
              w={{ base: '100%', sm: 360 }}
            />
            {/* Keyed by organization: the filters and sort start afresh for another organization. */}
            <OrganizationUsersPanel key={selected.id} organizationId={selected.id} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

export default UsersTabPage;
