import { DEMO_PASSWORD } from '@campus/fixtures';
import { VALIDATION_MESSAGES as M } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type DatabaseSnapshot, snapshotDatabase } from '../../testing/database-snapshot.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { findPasswordHash } from '../users/user-repository.js';

// NIST SP 800-63B: a password on the list of common and breached ones, or a trivial pattern, is refused
// wherever a password is set (register, change password, the dashboard's Create User), on `password`, and
// changes nothing. The demo password every fixture and test signs in with stays allowed.

let t: TestApp;
let ids: FixtureIds;
let snapshot: DatabaseSnapshot;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  // Tokens first, so that the digests before and after a request and the restores keep them.
  for (const username of ['student', 'admin', 'parent']) tokens[username] = await t.loginAs(username);
  snapshot = await snapshotDatabase(t.database);
});
afterAll(() => t?.close());

const account = (password: string) => ({
  first_name: 'Nora',
  last_name: 'Quinn',
  gender: 'female',
  organization_id: ids.organization('Riverside Academy'),
  password,
  password_confirmation: password,
});

const places = {
  register: (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...account(password), username: 'nora.quinn' },
    }),
  'change password': (password: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: bearer(tokens.student ?? ''),
      payload: { current_password: DEMO_PASSWORD, password, password_confirmation: password },
    }),
  'create user': (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(tokens.admin ?? ''),
      payload: { ...account(password), username: 'made.by.admin', group_id: null },
    }),
};

const PLACES = Object.keys(places) as (keyof typeof places)[];

describe.each(PLACES)('%s', (place) => {
  it.each([
    ['password', M.passwordTooCommon],
    ['Password1', M.passwordTooCommon],
    ['iloveyou123', M.passwordTooCommon],
    ['QWERTYUIOP', M.passwordTooCommon],
    ['12345678', M.passwordTooSimple],
    ['aaaaaaaa', M.passwordTooSimple],
    ['abcdefgh', M.passwordTooSimple],
  ])('refuses %j on password (422) and changes nothing', async (password, message) => {
    const before = await digestDatabase(t.database);
    const response = await places[place](password);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ password: [message] });
    expect(changedTables(before, await digestDatabase(t.database))).toEqual([]);
  });

  it(`takes a password off the list, ${DEMO_PASSWORD} included`, async () => {
    try {
      for (const password of [DEMO_PASSWORD, 'correct horse battery staple']) {
        const response = await places[place](password);
        expect(response.statusCode, response.body).toBeLessThan(300);
        await snapshot.restore();
      }
    } finally {
      await snapshot.restore();
    }
  });
});

it('says both what is wrong with the current password and with the new one', async () => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/password',
    headers: bearer(tokens.parent ?? ''),
    payload: { current_password: 'not-it', password: 'password1', password_confirmation: 'password1' },
  });
  expect(response.statusCode).toBe(422);
  expect(envelope(response).errors).toEqual({
    current_password: [M.currentPasswordWrong],
    password: [M.passwordTooCommon],
  });
  const hash = await findPasswordHash(t.database.db, ids.user('parent'));
  expect(hash && (await verifyPassword(hash, DEMO_PASSWORD))).toBe(true);
});
