import {
  type Absent,
  adminOnly,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  SECRET_KEYS,
  signedIn,
} from '../authorization-matrix.js';

// The user page, its inline edit and family (users module) and the manager hierarchy (managers module).
// Demo data: parent is student's parent; manager (view_management, assign_manager) manages teacher,
// coordinator and mlopez, and teacher manages jchen; coordinator holds create_user (edit rights) and
// coordinates Grade 8 Science; nobody but admins holds view_user. "Another user's object" is the page of the
// cell's anotherUser (teacher, or coordinator for the teacher's cells).

/** The cell's own account (a guest's cells aim at student's). */
const self = ({ role, ids }: MatrixContext) => ids.user(role === 'guest' ? 'student' : role);
const another = ({ ids, anotherUser }: MatrixContext) => ids.user(anotherUser);
const student = ({ ids }: MatrixContext) => ids.user('student');

/** An admin legitimately sees another user's email on their page: only the secret fields must never show. */
const secretsOnly: Absent = { keys: SECRET_KEYS };

/** Edit rights: create_user or edit_user (admins, and the coordinator, who holds create_user). */
const editors = (status: number) => only(['admin', 'coordinator'], status);
/** The hierarchy: view_management or assign_manager (admins and the manager). */
const managers = (status: number) => only(['admin', 'manager'], status);

const noFamily = { parent_ids: [], child_ids: [] };

export const PEOPLE_ROWS: readonly MatrixRow[] = [
  // The user page: admins, the user, a parent.
  {
    method: 'GET',
    url: (c) => `/api/users/${student(c)}`,
    expect: only(['admin', 'student', 'parent'], 200),
    absent: noSecrets,
  },
  { method: 'GET', url: (c) => `/api/users/${self(c)}`, expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: (c) => `/api/users/${another(c)}`, expect: adminOnly(200), absent: secretsOnly },
  { method: 'GET', url: '/api/users/2000000', expect: signedIn(404) },
  // Inline edit and family: edit rights, and the page in sight.
  {
    method: 'PUT',
    url: (c) => `/api/users/${self(c)}/update`,
    body: { city: 'Matrixville' },
    expect: editors(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c) => `/api/users/${another(c)}/update`,
    body: { city: 'Matrixville' },
    expect: adminOnly(200),
    absent: secretsOnly,
  },
  {
    method: 'PUT',
    url: (c) => `/api/users/${self(c)}/family-relationships`,
    body: noFamily,
    expect: editors(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c) => `/api/users/${another(c)}/family-relationships`,
    body: noFamily,
    expect: adminOnly(200),
    absent: secretsOnly,
  },
  {
    method: 'GET',
    url: (c) => `/api/users/${self(c)}/family-candidates`,
    expect: editors(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/users/${another(c)}/family-candidates`,
    expect: adminOnly(200),
    absent: noSecrets,
  },
  // The manager hierarchy.
  { method: 'GET', url: '/api/user-managers', expect: managers(200), absent: noSecrets },
  {
    method: 'POST',
    url: '/api/user-managers/assign',
    body: (c: MatrixContext) => ({ user_id: another(c), manager_id: c.ids.user('hcarter') }),
    expect: managers(200),
  },
  {
    method: 'DELETE',
    url: (c) => `/api/user-managers/${another(c)}/manager`,
    expect: managers(200),
  },
  {
    method: 'GET',
    url: (c) => `/api/user-managers/${another(c)}/subordinates`,
    expect: managers(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/user-managers/${another(c)}/descendants`,
    expect: managers(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/user-managers/${another(c)}/hierarchy`,
    expect: managers(200),
    absent: noSecrets,
  },
  // One's own place in the tree.
  {
    method: 'GET',
    url: (c) => `/api/user-managers/${self(c)}/hierarchy`,
    expect: signedIn(200),
    absent: noSecrets,
  },
  { method: 'GET', url: '/api/user-managers/2000000/descendants', expect: signedIn(404) },
  {
    method: 'GET',
    url: (c) => `/api/user-managers/available-managers/${another(c)}`,
    expect: managers(200),
    absent: noSecrets,
  },
];
