import {
  EMPTY_STATE_MESSAGES,
  errorMessage,
  type MemberFilters as Filters,
  filterMembers,
  NO_MEMBER_FILTERS,
  ORGANIZATION_MESSAGES,
  type OrganizationUserSortKey,
  sortOrganizationUsers,
} from '@campus/sdk';
import { Alert, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { nextSort, type SortState } from '../../../components/sortable-header';
import { useOrganizationUsers } from '../api/get-organization-users';
import { EmptyState } from './empty-state';
import { MemberFilters } from './member-filters';
import { OrganizationMembersTable } from './organization-members-table';

/** The users of one organization on the Users tab: filters over a sortable table, and their states. */
export function OrganizationUsersPanel({ organizationId }: { organizationId: number }) {
  const users = useOrganizationUsers(organizationId);
  const [filters, setFilters] = useState<Filters>(NO_MEMBER_FILTERS);
  const [sort, setSort] = useState<SortState<OrganizationUserSortKey>>({
    key: 'last_name',
    direction: 'asc',
  });
  const all = users.data?.users;
  const rows = useMemo(
    () => (all ? sortOrganizationUsers(filterMembers(all, filters), sort.key, sort.direction) : []),
    [all, filters, sort],
  );

  if (users.isPending) return <PageLoader />;
  if (users.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(users.error, ORGANIZATION_MESSAGES.fetchUsersFailed)}
      </Alert>
    );
  }
  if (users.data.users.length === 0) {
    return (
      <EmptyState title={EMPTY_STATE_MESSAGES.noUsersInOrganization}>
        This organization has no users yet.
      </EmptyState>
    );
  }
  const total = users.data.users.length;
  return (
    <Stack gap="md">
      <MemberFilters filters={filters} onChange={setFilters} />
      {rows.length === 0 ? (
        <EmptyState title="No Users Found">No users match these filters.</EmptyState>
      ) : (
        <OrganizationMembersTable
          caption={`Users of ${users.data.organization.name}: ${rows.length} of ${total} shown`}
          rows={rows}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
        />
      )}
    </Stack>
  );
}
