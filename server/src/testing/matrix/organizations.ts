import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema.js';
import {
  type ArrangeContext,
  adminOnly,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// The owner role owns Riverside Academy; Hillcrest Learning Center (owned by hcarter) is "another user's
// organization" for every role. The coordinator holds create_user and coordinates 'Grade 8 Science'.

const RIVERSIDE = 'Riverside Academy';
const HILLCREST = 'Hillcrest Learning Center';
const riverside = ({ ids }: MatrixContext) => ids.organization(RIVERSIDE);
const hillcrest = ({ ids }: MatrixContext) => ids.organization(HILLCREST);
const adminAndOwner = (status: number) => only(['admin', 'owner'], status);

const organizationForm = ({ ids, role }: MatrixContext) => ({
  name: `Matrix Organization ${role}`,
  description: 'Made by the authorization matrix',
  owner_id: ids.user('hcarter'),
  stripe_account_id: null,
});

const newUser =
  (organization: string, group?: string) =>
  ({ ids, role }: MatrixContext) => ({
    first_name: 'Matrix',
    last_name: role,
    username: `matrix-new-${role}`,
    gender: 'female',
    is_student: true,
    school_grade: '8',
    organization_id: ids.organization(organization),
    group_id: group === undefined ? null : ids.group(group),
    password: 'matrix-pass-1',
    password_confirmation: 'matrix-pass-1',
  });

/** Arrange: Riverside deactivated (its owner loses their powers over it; admins keep theirs). */
async function deactivatedRiverside({ db, ids }: ArrangeContext) {
  const id = ids.organization(RIVERSIDE);
  await db.update(organizations).set({ isActive: false }).where(eq(organizations.id, id));
  return { organizationId: id };
}

export const ORGANIZATIONS_ROWS: readonly MatrixRow[] = [
  { method: 'GET', url: '/api/organizations', expect: adminOnly(200), absent: noSecrets },
  { method: 'GET', url: '/api/organizations/owned', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/organizations/available-owners', expect: adminOnly(200), absent: noSecrets },
  { method: 'GET', url: (c) => `/api/organizations/${riverside(c)}`, expect: adminAndOwner(200) },
  // Another user's organization: the owner of Riverside has no power over Hillcrest.
  { method: 'GET', url: (c) => `/api/organizations/${hillcrest(c)}`, expect: adminOnly(200) },
  { method: 'POST', url: '/api/organizations', body: organizationForm, expect: adminOnly(201) },
  // Not even its owner edits or deactivates an organization: admins only.
  {
    method: 'PUT',
    url: (c) => `/api/organizations/${riverside(c)}`,
    body: organizationForm,
    expect: adminOnly(200),
  },
  { method: 'DELETE', url: (c) => `/api/organizations/${riverside(c)}`, expect: adminOnly(200) },
  // Its users: admins and its owner; a member (teacher, student, ...) cannot list them.
  {
    method: 'GET',
    url: (c) => `/api/organizations/${riverside(c)}/users`,
    expect: adminAndOwner(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/organizations/${hillcrest(c)}/users`,
    expect: adminOnly(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: ({ made }) => `/api/organizations/${made.organizationId}/users`,
    arrange: deactivatedRiverside,
    expect: adminOnly(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/organizations/${riverside(c)}/available-users`,
    expect: adminAndOwner(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/organizations/${hillcrest(c)}/available-users`,
    expect: adminOnly(200),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: (c) => `/api/organizations/${riverside(c)}/users`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('hcarter') }),
    expect: adminAndOwner(201),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: (c) => `/api/organizations/${hillcrest(c)}/users`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('student'), role: 'member' }),
    expect: adminOnly(201),
    absent: noSecrets,
  },
  {
    method: 'DELETE',
    url: (c) => `/api/organizations/${riverside(c)}/users/${c.ids.user('student')}`,
    expect: adminAndOwner(200),
  },
  {
    method: 'DELETE',
    url: (c) => `/api/organizations/${hillcrest(c)}/users/${c.ids.user('hcarter')}`,
    expect: adminOnly(200),
  },
  // Create User: admins, create_user holders (coordinator) and owners of an active organization.
  {
    method: 'POST',
    url: '/api/users',
    body: newUser(RIVERSIDE),
    expect: only(['admin', 'owner', 'coordinator'], 201),
    absent: noSecrets,
  },
  // Into a group: only its coordinators and admins (the owner does not coordinate Grade 8 Science).
  {
    method: 'POST',
    url: '/api/users',
    body: newUser(RIVERSIDE, 'Grade 8 Science'),
    expect: { ...only(['admin', 'coordinator'], 201), owner: 422 },
    absent: noSecrets,
  },
  // Into another owner's organization: refused for the owner, open to create_user holders.
  {
    method: 'POST',
    url: '/api/users',
    body: newUser(HILLCREST),
    expect: { ...only(['admin', 'coordinator'], 201), owner: 422 },
    absent: noSecrets,
  },
];
