import type { PermissionWithCount, User, UserDetail } from '@campus/sdk';
import { createFakeApi, type FakeApi, type FakeHandler, ok } from '../../../../testing/fake-api';
import { testUser } from '../../../../testing/users';
import { ALL_ABILITIES } from '../../../users/testing/user-fixtures';

/** People of the Users tab's tests. */
export const AVA = testUser({
  id: 11,
  username: 'ava.lopez',
  first_name: 'Ava',
  last_name: 'Lopez',
  email: 'ava@example.com',
  gender: 'female',
  phone_number: '555-0101',
  street_address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  bio: 'Loves robotics.',
  is_student: true,
  school_grade: '8',
  created_at: '2025-08-14T10:00:00.000Z',
  permissions: [{ id: 2, key: 'create_course', label: 'Create courses' }],
});
export const ROOT = testUser({
  id: 12,
  username: 'root',
  first_name: 'Rita',
  last_name: 'Reyes',
  is_admin: true,
  is_student: false,
  school_grade: null,
});

export const PERMISSIONS: PermissionWithCount[] = [
  { id: 1, key: 'create_event', label: 'Create events', user_count: 3 },
  { id: 2, key: 'create_course', label: 'Create courses', user_count: 4 },
  { id: 5, key: 'view_user', label: 'View users', user_count: 0 },
];

/** GET /users/{id} as an admin receives it: no relations, every ability. */
export const asDetail = (user: User): UserDetail => ({
  ...user,
  parents: [],
  children: [],
  manager: null,
  assistants: [],
  groups: [],
  coordinated_groups: [],
  courses_taken: [],
  can: ALL_ABILITIES,
});

export const page = (
  users: User[],
  overrides: { current_page?: number; last_page?: number; total?: number } = {},
) => ok({ data: users, current_page: 1, last_page: 1, per_page: 25, total: users.length, ...overrides });

/** The fake API of the Users tab, recording the query string of every GET /admin/users. */
export function usersApi(
  routes: Record<string, FakeHandler> = {},
): FakeApi & { listQueries: URLSearchParams[] } {
  const api = createFakeApi({
    'GET /admin/users': page([ROOT, AVA]),
    'GET /admin/permissions': ok(PERMISSIONS),
    // The detail's cards (UserCards): what an admin sees of each person.
    'GET /users/11': ok(asDetail(AVA)),
    'GET /users/12': ok(asDetail(ROOT)),
    'GET /organizations': ok([
      {
        id: 1,
        name: 'Riverside Academy',
        description: null,
        owner_id: null,
        owner: null,
        stripe_account_id: null,
        is_active: true,
        users_count: 2,
      },
    ]),
    ...routes,
  });
  const listQueries: URLSearchParams[] = [];
  const fetch = api.fetch;
  return {
    ...api,
    listQueries,
    fetch: (input, init) => {
      const url = new URL(String(input), 'http://campus.test');
      if (url.pathname === '/api/admin/users' && (init?.method ?? 'GET') === 'GET') {
        listQueries.push(url.searchParams);
      }
      return fetch(input, init);
    },
  };
}
