import { DEMO_PASSWORD } from '@campus/fixtures';
import { issueToken } from '../auth/token-store.js';
import type { Database } from '../db/connect.js';
import type { FixtureIds } from './fixture-ids.js';

/**
 * The authorization matrix: every endpoint x every demo role -> the status it must answer. Run against the
 * real app by authorization-matrix.test.ts, each cell with a fresh token of that role. Every /api route the
 * app registers must have a row (the test fails otherwise), so a new endpoint adds one; bodies are valid so
 * that a 2xx/422 proves the guard let the call through. A row that changes data (any method but GET, or one
 * that arranges data) runs each cell on the demo data as seeded, so results never depend on order.
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
  /** A demo user who is not the cell's role and not related to it: owns "another user's object". */
  anotherUser: string;
  /** The ids the row's `arrange` made for this cell (e.g. `made.sessionId`). */
  made: Readonly<Record<string, number>>;
}

export interface ArrangeContext {
  /** The cell's database (restored to the demo data after the cell). */
  db: Database;
  role: MatrixRole;
  ids: FixtureIds;
  anotherUser: string;
}

type ByContext<T> = T | ((context: MatrixContext) => T);

/** What must appear nowhere in an answer (at any depth of the JSON, error answers too). */
export interface Absent {
  /** Property names, e.g. password_hash. */
  keys?: readonly string[];
  /** Text that must not occur in any string, e.g. another user's email. */
  values?: ByContext<readonly string[]>;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: ByContext<string>;
  body?: ByContext<unknown>;
  expect: Expectation;
  /**
   * Makes what the cell needs before the call, typically another user's object to aim at ("another user's
   * session", later "another user's RSVP"), and names its ids for `url` and `body` as `made`.
   */
  arrange?: (context: ArrangeContext) => Promise<Record<string, number>>;
  absent?: Absent;
}

/** The owner of "another user's object" for a role: teacher, or coordinator for the teacher's own cells. */
export function anotherUserOf(role: MatrixRole): string {
  return role === 'teacher' ? 'coordinator' : 'teacher';
}

/** Arrange: a live session (api token) of another user, as `made.sessionId`. */
export async function anotherUsersSession({ db, ids, anotherUser }: ArrangeContext) {
  const { tokenId } = await issueToken(db, ids.user(anotherUser));
  return { sessionId: tokenId };
}

/** Arrange: a second live session of the cell's own user (a guest's cell aims at another user's). */
export async function ownSecondSession(context: ArrangeContext) {
  if (context.role === 'guest') return anotherUsersSession(context);
  const { tokenId } = await issueToken(context.db, context.ids.user(context.role));
  return { sessionId: tokenId };
}

/** Field names that hold secrets: never in an answer, whoever asks. */
export const SECRET_KEYS = ['password', 'password_hash', 'passwordHash', 'token_hash', 'tokenHash'] as const;

/** No secret fields, and not the email of another user. */
export const noSecrets: Absent = {
  keys: SECRET_KEYS,
  values: ({ ids, anotherUser }) => [ids.email(anotherUser)],
};

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

/** Auth, profile, sessions and the public organization list; each capability adds its rows in matrix/. */
export const CORE_ROWS: readonly MatrixRow[] = [
  // Auth
  { method: 'POST', url: '/api/register', body: registration, expect: everyone(201), absent: noSecrets },
  {
    method: 'POST',
    url: '/api/login',
    body: { username: 'student', password: DEMO_PASSWORD },
    expect: everyone(200),
    absent: noSecrets,
  },
  { method: 'POST', url: '/api/logout', expect: signedIn(200) },
  { method: 'GET', url: '/api/user', expect: signedIn(200), absent: noSecrets },
  // Profile (422: the guard let the call through to the current-password check)
  { method: 'GET', url: '/api/profile', expect: signedIn(200), absent: noSecrets },
  { method: 'PUT', url: '/api/profile', body: profile, expect: signedIn(200), absent: noSecrets },
  { method: 'PUT', url: '/api/profile/password', body: wrongCurrentPassword, expect: signedIn(422) },
  // Sessions: only one's own; another user's session id answers 404 and revokes nothing
  { method: 'GET', url: '/api/sessions', expect: signedIn(200), absent: noSecrets },
  {
    method: 'DELETE',
    url: ({ made }) => `/api/sessions/${made.sessionId}`,
    arrange: ownSecondSession,
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    url: ({ made }) => `/api/sessions/${made.sessionId}`,
    arrange: anotherUsersSession,
    expect: signedIn(404),
  },
  { method: 'DELETE', url: '/api/sessions', expect: signedIn(200) },
  // Organizations
  { method: 'GET', url: '/api/organizations/registration', expect: everyone(200) },
  { method: 'GET', url: '/api/health', expect: everyone(200) },
];
