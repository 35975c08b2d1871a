import { ADMIN_USERS_PER_PAGE, type AdminUserListRequest, type AdminUserSort } from '@campus/sdk';
import type { SortState } from '../../../../components/sortable-header';
import type { UserFilterValues } from './user-filters';

/** The GET /admin/users request for the tab's filters (search already debounced), sort and page. */
export function userListRequest(
  filters: UserFilterValues,
  sort: SortState<AdminUserSort>,
  page: number,
): AdminUserListRequest {
  const search = filters.search.trim();
  return {
    page,
    per_page: ADMIN_USERS_PER_PAGE,
    sort: sort.key,
    order: sort.direction,
    ...(search ? { search } : {}),
    ...(filters.student ? { is_student: filters.student === 'students' } : {}),
    ...(filters.grade ? { school_grade: filters.grade } : {}),
    ...(filters.organization ? { organization_id: Number(filters.organization) } : {}),
    ...(filters.admin ? { is_admin: filters.admin === 'admins' } : {}),
  };
}
