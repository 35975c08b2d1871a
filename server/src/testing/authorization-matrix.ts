import { DEMO_PASSWORD } from '@campus/fixtures';
import type { FixtureIds } from './fixture-ids.js';

/**
 * The authorization matrix: every endpoint x every demo role -> the status it must answer. Run against the
 * real app by authorization-matrix.test.ts, each cell with a fresh token of that role. A new endpoint adds
 * one row; bodies are valid so that a 2xx/422 proves the guard let the call through.
 */

export const MATRIX_ROLES = [
  'guest',
  'admin',
  'owner',
  'teacher',
  'coordinator',
  'student',
  'parent',
  'manager',
] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type Expectation = Record<MatrixRole, number>;

export interface MatrixContext {
  role: MatrixRole;
  ids: FixtureIds;
}

type ByContext<T> = T | ((context: MatrixContext) => T);

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: ByContext<string>;
  body?: ByContext<unknown>;
  expect: Expectation;
}

/** Every role, guests included, gets `status`. */
export function everyone(status: number): Expectation {
  return Object.fromEntries(MATRIX_ROLES.map((role) => [role, status])) as Expectation;
}

/** Guests get 401; every signed-in role gets `status`, except the `overrides`. */
export function signedIn(status: number, overrides: Partial<Expectation> = {}): Expectation {
  return { ...everyone(status), guest: 401, ...overrides };
}

/** Guests 401, the listed roles `status`, every other signed-in role 403. */
export function only(roles: readonly MatrixRole[], status: number): Expectation {
  const expectation = signedIn(403);
  for (const role of roles) expectation[role] = status;
  return expectation;
}

export const adminOnly = (status: number): Expectation => only(['admin'], status);

const registration = ({ role, ids }: MatrixContext) => ({
  first_name: 'Matrix',
  last_name: role,
  username: `matrix-${role}`,
  gender: 'female',
  is_student: false,
  organization_id: ids.organization('Riverside Academy'),
  password: 'matrix-pass-1',
  password_confirmation: 'matrix-pass-1',
});

const profile = ({ role }: MatrixContext) => ({
  first_name: 'Matrix',
  last_name: role,
  email: `${role}@matrix.test`,
  gender: 'female',
  state: 'AL',
});

const wrongCurrentPassword = {
  current_password: 'not-the-password',
  password: 'another-pass-1',
  password_confirmation: 'another-pass-1',
};

export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  // Auth
  { method: 'POST', url: '/api/register', body: registration, expect: everyone(201) },
  {
    method: 'POST',
    url: '/api/login',
    body: { username: 'student', password: DEMO_PASSWORD },
    expect: everyone(200),
  },
  { method: 'POST', url: '/api/logout', expect: signedIn(200) },
  { method: 'GET', url: '/api/user', expect: signedIn(200) },
  // Profile (422: the guard let the call through to the current-password check)
  { method: 'GET', url: '/api/profile', expect: signedIn(200) },
  { method: 'PUT', url: '/api/profile', body: profile, expect: signedIn(200) },
  { method: 'PUT', url: '/api/profile/password', body: wrongCurrentPassword, expect: signedIn(422) },
  // Organizations
  { method: 'GET', url: '/api/organizations/registration', expect: everyone(200) },
];
