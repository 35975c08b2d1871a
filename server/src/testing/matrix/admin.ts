import type { PermissionKey } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { permissions, userPermissions } from '../../db/schema.js';
import {
  type ArrangeContext,
  adminOnly,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  SECRET_KEYS,
  signedIn,
} from '../authorization-matrix.js';

// The admin panel's people, stats, permissions and events calls (spec section 7 "Admin"). "Another user's
// object" is another demo user's account (teacher, or coordinator for the teacher's cells). No demo user
// holds view_permission or grant_permission: the rows that give one to the cell's user show that holding
// the key opens those two routes to any role.

/** The people table and the admin form carry everyone's email: admins see them, so only secrets are checked. */
const noSecretKeys = { keys: SECRET_KEYS };

/** The cell's own account (a guest aims at the student's). */
const ownId = ({ role, ids }: MatrixContext) => ids.user(role === 'guest' ? 'student' : role);
const anotherId = ({ ids, anotherUser }: MatrixContext) => ids.user(anotherUser);

const newUser = ({ ids, role }: MatrixContext) => ({
  first_name: 'Matrix',
  last_name: role,
  username: `matrix-admin-${role}`,
  email: `matrix-admin-${role}@campus.test`,
  gender: 'female',
  state: 'CA',
  is_student: true,
  school_grade: '8',
  organization_id: ids.organization('Riverside Academy'),
  password: 'matrix-pass-1',
});

/** The admin form for an existing account, keeping its username (a blank password keeps the password). */
const editOf = (username: string) => ({
  first_name: 'Edited',
  last_name: 'By Matrix',
  username,
  gender: 'other',
  state: 'NY',
  is_student: false,
  password: '',
});

const permissionIds = ({ ids }: MatrixContext) => ({
  permission_ids: [ids.permission('create_event'), ids.permission('view_user')],
});

/** Arrange: the cell's user holds `key` (guests and admins are left as they are). */
function holding(key: PermissionKey) {
  return async ({ db, role, ids }: ArrangeContext) => {
    if (role !== 'guest' && role !== 'admin') {
      const [permission] = await db.select().from(permissions).where(eq(permissions.key, key));
      if (!permission) throw new Error(`No permission ${key}`);
      await db
        .insert(userPermissions)
        .values({ userId: ids.user(role), permissionId: permission.id })
        .onConflictDoNothing();
    }
    return {};
  };
}

export const ADMIN_ROWS: readonly MatrixRow[] = [
  // People
  {
    method: 'GET',
    url: '/api/admin/users?search=a&sort=username&order=desc&is_student=false&per_page=5',
    expect: adminOnly(200),
    absent: noSecretKeys,
  },
  { method: 'POST', url: '/api/admin/users', body: newUser, expect: adminOnly(201), absent: noSecretKeys },
  // The batch (issue 22): the single routes' guard; a create and an update of another user's account.
  {
    method: 'POST',
    url: '/api/admin/users/batch',
    body: (c: MatrixContext) => ({
      rows: [
        { ...newUser(c), username: `matrix-batch-${c.role}` },
        { ...editOf(c.anotherUser), id: anotherId(c) },
      ],
    }),
    expect: adminOnly(200),
    absent: noSecretKeys,
  },
  // Another user's account, and one's own: the admin form is admins' only.
  {
    method: 'PUT',
    url: (c) => `/api/admin/users/${anotherId(c)}`,
    body: ({ anotherUser }: MatrixContext) => editOf(anotherUser),
    expect: adminOnly(200),
    absent: noSecretKeys,
  },
  {
    method: 'PUT',
    url: (c) => `/api/admin/users/${ownId(c)}`,
    body: ({ role }: MatrixContext) => editOf(role === 'guest' ? 'student' : role),
    expect: adminOnly(200),
    absent: noSecretKeys,
  },
  {
    method: 'PUT',
    url: '/api/admin/users/999999',
    body: editOf('nobody-matrix'),
    expect: adminOnly(404),
  },
  { method: 'DELETE', url: (c) => `/api/admin/users/${anotherId(c)}`, expect: adminOnly(200) },
  // One's own account: an admin may not delete themselves here (422); the others may not delete anyone.
  { method: 'DELETE', url: (c) => `/api/admin/users/${ownId(c)}`, expect: adminOnly(422) },
  { method: 'DELETE', url: '/api/admin/users/999999', expect: adminOnly(404) },
  // Permissions: admins and grant_permission holders, on another user's account or their own.
  {
    method: 'PUT',
    url: (c) => `/api/admin/users/${anotherId(c)}/permissions`,
    body: permissionIds,
    expect: adminOnly(200),
    absent: noSecretKeys,
  },
  {
    method: 'PUT',
    url: (c) => `/api/admin/users/${ownId(c)}/permissions`,
    body: permissionIds,
    expect: adminOnly(200),
    absent: noSecretKeys,
  },
  {
    method: 'PUT',
    url: (c) => `/api/admin/users/${anotherId(c)}/permissions`,
    arrange: holding('grant_permission'),
    body: permissionIds,
    expect: signedIn(200),
    absent: noSecretKeys,
  },
  { method: 'GET', url: '/api/admin/permissions', expect: adminOnly(200) },
  {
    method: 'GET',
    url: '/api/admin/permissions',
    arrange: holding('view_permission'),
    expect: signedIn(200),
  },
  // Stats and events
  { method: 'GET', url: '/api/admin/stats', expect: adminOnly(200) },
  { method: 'GET', url: '/api/admin/stats/activity', expect: adminOnly(200) },
  {
    method: 'GET',
    url: '/api/admin/events?search=e&status=published&per_page=5',
    expect: adminOnly(200),
    absent: noSecrets,
  },
];
