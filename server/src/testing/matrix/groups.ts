import {
  adminOnly,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// Demo groups (fixtures/src/demo-groups.ts): coordinator coordinates Grade 8 Science and student is a member;
// teacher coordinates Robotics Club; owner coordinates and parent belongs to Parents Association. Hillcrest SAT
// Prep (hcarter's) is "another user's group" for every role: only admins reach it. The coordinator and admins
// hold create_group.

const science = ({ ids }: MatrixContext) => ids.group('Grade 8 Science');
const hillcrest = ({ ids }: MatrixContext) => ids.group('Hillcrest SAT Prep');

/** Who reads Grade 8 Science: its coordinator, its member and admins; everyone else 403. */
const scienceReaders = (status: number) => only(['admin', 'coordinator', 'student'], status);
/** Who manages Grade 8 Science: its coordinator and admins. */
const scienceManagers = (status: number) => only(['admin', 'coordinator'], status);

const groupForm = ({ role }: MatrixContext) => ({
  name: `Matrix Group ${role}`,
  description: 'By the matrix',
});
const someone = ({ ids }: MatrixContext) => ({ user_ids: [ids.user('noah.smith')] });
const aMember = ({ ids }: MatrixContext) => ({ user_ids: [ids.user('emma.wilson')] });

export const GROUPS_ROWS: readonly MatrixRow[] = [
  { method: 'GET', url: '/api/groups', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/groups/user-groups', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/groups/coordinated-groups', expect: signedIn(200), absent: noSecrets },
  { method: 'POST', url: '/api/groups', body: groupForm, expect: only(['admin', 'coordinator'], 201) },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/groups/${science(c)}`,
    expect: scienceReaders(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/groups/${science(c)}`,
    body: groupForm,
    expect: scienceManagers(200),
    absent: noSecrets,
  },
  { method: 'DELETE', url: (c: MatrixContext) => `/api/groups/${science(c)}`, expect: scienceManagers(200) },
  // Another user's group: nobody but admins, whatever groups they coordinate.
  { method: 'GET', url: (c: MatrixContext) => `/api/groups/${hillcrest(c)}`, expect: adminOnly(200) },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/groups/${hillcrest(c)}`,
    body: groupForm,
    expect: adminOnly(200),
  },
  { method: 'DELETE', url: (c: MatrixContext) => `/api/groups/${hillcrest(c)}`, expect: adminOnly(200) },
  { method: 'GET', url: '/api/groups/2000000', expect: signedIn(404) },
  // Members and coordinators
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/groups/${science(c)}/users`,
    body: someone,
    expect: scienceManagers(200),
    absent: noSecrets,
  },
  {
    method: 'DELETE',
    url: (c: MatrixContext) => `/api/groups/${science(c)}/users`,
    body: aMember,
    expect: scienceManagers(200),
  },
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/groups/${hillcrest(c)}/users`,
    body: someone,
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/groups/${science(c)}/coordinators`,
    body: aMember,
    expect: scienceManagers(200),
  },
  {
    method: 'DELETE',
    url: (c: MatrixContext) => `/api/groups/${science(c)}/coordinators`,
    body: ({ ids }: MatrixContext) => ({ user_ids: [ids.user('coordinator')] }),
    expect: scienceManagers(200),
  },
  {
    method: 'PUT',
    url: (c) => `/api/groups/${science(c)}/users/${c.ids.user('noah.smith')}`,
    expect: scienceManagers(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c) => `/api/groups/${hillcrest(c)}/users/${c.ids.user('noah.smith')}`,
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/groups/${science(c)}/available-users`,
    expect: scienceManagers(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/groups/${science(c)}/available-coordinators`,
    expect: scienceManagers(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/groups/${hillcrest(c)}/available-users`,
    expect: adminOnly(200),
  },
];
