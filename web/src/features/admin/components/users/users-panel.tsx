import type { AdminUserSort, User } from '@campus/sdk';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { nextSort, type SortState } from '../../../../components/sortable-header';
import { Pager } from '../../../groups/components/pager';
import { ManagePermissionsModal } from '../../../users/components/manage-permissions-modal';
import { useAdminUsers } from '../../api/users-list';
import { AdminLoadError } from '../admin-error-banner';
import { AdminUserFormModal } from './admin-user-form-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserDetailDrawer } from './user-detail-drawer';
import { NO_FILTERS, UserFilters, type UserFilterValues } from './user-filters';
import { userListRequest } from './user-list-request';
import { UserTable, UserTableSkeleton } from './user-table';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A dialog's target, kept while it closes so its title does not change during the fade. */
function useTarget() {
  const [state, setState] = useState<{ user: User | null; opened: boolean }>({ user: null, opened: false });
  return {
    ...state,
    open: (user: User | null) => setState({ user, opened: true }),
    close: () => setState((current) => ({ ...current, opened: false })),
    replace: (user: User) => setState((current) => ({ ...current, user })),
  };
}

/**
 * The admin panel's Users tab: people paged, sorted and filtered by the server (10,000 people stay one
 * page at a time), the Admin badge, and a person's detail with Edit, Permissions and Delete.
 */
export default function UsersPanel() {
  const [filters, setFilters] = useState<UserFilterValues>(NO_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortState<AdminUserSort>>({ key: 'last_name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const users = useAdminUsers(userListRequest({ ...filters, search: debouncedSearch }, sort, page));

  const detail = useTarget();
  const form = useTarget();
  const permissions = useTarget();
  const deleting = useTarget();

  const changeFilters = (next: UserFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Users</Title>
        <Button onClick={() => form.open(null)}>Create User</Button>
      </Group>
      <UserFilters values={filters} onChange={changeFilters} />
      <AdminLoadError error={users.error} />
      {users.isPending ? (
        <UserTableSkeleton />
      ) : users.isSuccess ? (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {users.data.total === 1 ? '1 person' : `${users.data.total.toLocaleString('en-US')} people`}
              {users.data.last_page > 1 && ` · page ${users.data.current_page} of ${users.data.last_page}`}
            </Text>
            {users.isPlaceholderData && <Loader size="xs" aria-label="Updating" />}
          </Group>
          {users.data.data.length === 0 ? (
            <Paper withBorder p="lg" radius="md" style={{ borderStyle: 'dashed' }}>
              <Text c="dimmed" ta="center">
                No users match these filters
              </Text>
            </Paper>
          ) : (
            <div style={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
              <UserTable
                users={users.data.data}
                sort={sort}
                onSort={(key) => {
                  setSort(nextSort(sort, key));
                  setPage(1);
                }}
                onSelect={detail.open}
                selectedId={detail.opened ? (detail.user?.id ?? null) : null}
              />
            </div>
          )}
          <Pager
            current={users.data.current_page}
            last={users.data.last_page}
            onChange={setPage}
            label="User pages"
          />
        </Stack>
      ) : null}

      <UserDetailDrawer
        user={detail.user}
        opened={detail.opened}
        onClose={detail.close}
        onEdit={form.open}
        onPermissions={permissions.open}
        onDelete={deleting.open}
      />
      <AdminUserFormModal
        opened={form.opened}
        user={form.user}
        onClose={form.close}
        onSaved={(saved) => {
          form.close();
          // A new person opens in the detail; an edited one's detail shows the saved values.
          if (form.user) detail.replace(saved);
          else detail.open(saved);
        }}
      />
      {/* The user page's Manage Permissions: GET /admin/permissions, PUT /admin/users/{id}/permissions. */}
      {permissions.opened && permissions.user && (
        <ManagePermissionsModal
          user={permissions.user}
          granted={permissions.user.permissions}
          onClose={permissions.close}
        />
      )}
      <DeleteUserDialog
        opened={deleting.opened}
        user={deleting.user}
        onClose={deleting.close}
        onDeleted={() => {
          deleting.close();
          detail.close();
        }}
      />
    </Stack>
  );
}
