import { describe, expect, it } from 'vitest';
import { sampleUser, sampleUserDetail } from '../testing/sample-user.js';
import { createCampusClient } from './create-client.js';
import { ValidationError } from './errors.js';
import { fakeFetch, json, success } from './fake-fetch.test-support.js';

const user = sampleUser();

describe('createCampusClient', () => {
  it('logs in with POST /login and returns the user and token', async () => {
    const { fetch, requests } = fakeFetch(success({ user, token: 'abc' }));
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch });
    const session = await client.login({ username: 'student', password: 'campus123' });
    expect(session.token).toBe('abc');
    expect(session.user.username).toBe('student');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://a/api/login',
      body: { username: 'student', password: 'campus123' },
    });
  });

  it('maps each call to its endpoint', async () => {
    const { fetch, requests } = fakeFetch(
      success(null),
      success({ user, token: 't' }),
      success(sampleUserDetail(user)),
      success(user),
      success(null),
      success([{ id: 1, name: 'Riverside Academy' }]),
    );
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch, getToken: () => 't' });
    await client.logout();
    await client.currentUser();
    await client.getProfile();
    await client.updateProfile({ first_name: 'Sam', last_name: 'S', email: 's@e.com', gender: 'male' });
    await client.changePassword({
      current_password: 'a',
      password: 'bbbbbbbb',
      password_confirmation: 'bbbbbbbb',
    });
    const organizations = await client.organizations.registrationOptions();
    expect(requests.map((r) => `${r.method} ${r.url.replace('http://a/api', '')}`)).toEqual([
      'POST /logout',
      'GET /user',
      'GET /profile',
      'PUT /profile',
      'PUT /profile/password',
      'GET /organizations/registration',
    ]);
    expect(organizations[0]?.name).toBe('Riverside Academy');
  });

  it('surfaces 422 field errors from register', async () => {
    const errors = { username: ['The username has already been taken.'] };
    const { fetch } = fakeFetch(json(422, { status: 'error', message: 'Registration failed', errors }));
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch });
    const error = await client
      .register({
        first_name: 'A',
        last_name: 'B',
        username: 'student',
        gender: 'male',
        organization_id: 1,
        password: 'campus123',
        password_confirmation: 'campus123',
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual(errors);
  });
});
