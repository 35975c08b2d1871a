import { VALIDATION_MESSAGES as M, type User } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const update = {
  first_name: 'Samuel',
  middle_name: 'J',
  last_name: 'Parker',
  email: 'sam.parker@example.test',
  gender: 'male',
  state: 'NY',
  phone_number: '555-0100',
  bio: 'Likes science.',
  street_address: '1 Main St',
  city: 'Albany',
  zipcode: '12207',
};

async function putProfile(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });
}

describe('GET /api/profile', () => {
  it("answers the signed-in user's own record with their permissions", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(await t.loginAs('manager')),
    });
    expect(response.statusCode).toBe(200);
    const user = envelope<User>(response).data;
    expect(user.username).toBe('manager');
    expect(user.permissions.map((p) => p.key).sort()).toEqual(['assign_manager', 'view_management']);
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(user)).not.toMatch(/argon2/);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('updates the profile and answers the new record', async () => {
    const token = await t.loginAs('student');
    const response = await putProfile(token, update);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).message).toBe('Profile updated');
    expect(envelope<User>(response).data).toMatchObject({ ...update, username: 'student' });
    const again = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(envelope<User>(again).data).toMatchObject(update);
  });

  it('keeps the stored state when the body leaves it out, and clears blank optional fields', async () => {
    const token = await t.loginAs('parent');
    const before = envelope<User>(
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }),
    ).data;
    const response = await putProfile(token, {
      first_name: 'Pat',
      last_name: 'Parker',
      email: 'pat@example.test',
      gender: 'female',
      bio: '',
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<User>(response).data).toMatchObject({
      state: before.state,
      bio: null,
      middle_name: null,
    });
  });

  it.each([
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 'not-an-email' }, M.emailInvalid],
    ['gender', { gender: '' }, M.genderRequired],
    ['state', { state: '' }, M.stateRequired],
    ['state', { state: 'XX' }, M.stateInvalid],
    ['first_name', { first_name: ' ' }, M.firstNameRequired],
    ['last_name', { last_name: '' }, M.lastNameRequired],
  ])('refuses a bad %s with a 422 field error and keeps the record', async (field, change, message) => {
    const token = await t.loginAs('teacher');
    const before = envelope<User>(
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }),
    ).data;
    const response = await putProfile(token, { ...update, ...change });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.[field]).toEqual([message]);
    const after = envelope<User>(
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }),
    );
    expect(after.data).toEqual(before);
  });
});

describe('PUT /api/profile/password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/password', headers: bearer(token), payload });

  it('refuses a wrong current password on current_password', async () => {
    const response = await change(await t.loginAs('coordinator'), {
      current_password: 'wrong-one',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ current_password: [M.currentPasswordWrong] });
  });

  it('refuses a confirmation that differs', async () => {
    const response = await change(await t.loginAs('coordinator'), {
      current_password: 'campus123',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pasS',
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ password_confirmation: [M.passwordsDoNotMatch] });
  });

  it('refuses a new password of only spaces', async () => {
    const response = await change(await t.loginAs('coordinator'), {
      current_password: 'campus123',
      password: '        ',
      password_confirmation: '        ',
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ password: [M.passwordOnlySpaces] });
  });

  it('requires all three fields', async () => {
    const response = await change(await t.loginAs('coordinator'), {});
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toMatchObject({
      current_password: [M.currentPasswordRequired],
      password: [M.passwordRequired],
      password_confirmation: [M.passwordConfirmationRequired],
    });
  });

  it('sets the new password, keeps this session and signs out the others', async () => {
    const current = await t.loginAs('owner');
    const other = await t.loginAs('owner');
    const response = await change(current, {
      current_password: 'campus123',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ status: 'success', message: 'Password updated', data: null });

    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'owner', password } });
    expect((await login('campus123')).statusCode).toBe(401);
    expect((await login('brand-new-pass')).statusCode).toBe(200);
  });
});
