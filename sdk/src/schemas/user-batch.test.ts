import { describe, expect, it } from 'vitest';
import { createCampusClient } from '../client/create-client.js';
import { fakeFetch, success } from '../client/fake-fetch.test-support.js';
import { VALIDATION_MESSAGES as M } from '../rules/validation/messages.js';
import {
  readUserBatchRow,
  USER_BATCH_MAX,
  USER_BATCH_MESSAGES,
  UserBatchInputSchema,
  UserBatchResultSchema,
} from './user-batch.js';

const create = {
  first_name: 'Ana',
  last_name: 'Lopez',
  username: 'ana.lopez',
  state: 'CA' as const,
  is_student: false,
  password: 'Sunny-orchard-42',
};

describe('UserBatchInputSchema', () => {
  it('takes 1 to 500 rows of any object (each row is read on its own)', () => {
    const max = Array.from({ length: USER_BATCH_MAX }, () => ({}));
    expect(UserBatchInputSchema.safeParse({ rows: max }).success).toBe(true);
    const empty = UserBatchInputSchema.safeParse({ rows: [] });
    expect(empty.error?.issues[0]?.message).toBe(USER_BATCH_MESSAGES.empty);
    const over = UserBatchInputSchema.safeParse({ rows: [...max, {}] });
    expect(over.error?.issues[0]?.message).toBe(USER_BATCH_MESSAGES.tooMany);
  });

  it.each([['3'], [3], [null], [['a']]])('refuses the row %j', (row) => {
    const result = UserBatchInputSchema.safeParse({ rows: [row] });
    expect(result.success).toBe(false);
  });

  it.each([[undefined], ['rows'], [{}]])('refuses rows = %j', (rows) => {
    expect(UserBatchInputSchema.safeParse({ rows }).success).toBe(false);
  });
});

describe('readUserBatchRow', () => {
  it('reads a row without an id as the create form, with the same output', () => {
    expect(readUserBatchRow({ ...create, is_admin: true })).toEqual({
      kind: 'create',
      input: expect.objectContaining({
        username: 'ana.lopez',
        password: create.password,
        school_grade: null,
      }),
    });
    const read = readUserBatchRow({ ...create, is_admin: true });
    expect(read.kind === 'create' && 'is_admin' in read.input).toBe(false);
  });

  it('reads a row with an id as the edit form: a blank password keeps the current one', () => {
    expect(readUserBatchRow({ ...create, id: 7, password: '' })).toEqual({
      kind: 'update',
      id: 7,
      input: expect.not.objectContaining({ password: expect.anything() }),
    });
  });

  it("gives the single routes' messages per field", () => {
    expect(readUserBatchRow({ ...create, first_name: '', password: 'short' })).toEqual({
      kind: 'invalid',
      errors: { first_name: [M.firstNameRequired], password: [M.passwordTooShort] },
    });
    expect(readUserBatchRow({ ...create, id: 7, state: '', password: '' })).toEqual({
      kind: 'invalid',
      errors: { state: [M.stateRequired] },
    });
  });

  it.each([[0], [-1], [1.5], ['abc'], [true]])('a bad id %j is a field error on id', (id) => {
    const read = readUserBatchRow({ ...create, id });
    expect(read.kind).toBe('invalid');
    expect(read.kind === 'invalid' && Object.keys(read.errors)).toEqual(['id']);
  });
});

describe('UserBatchResultSchema and admin.saveUsers', () => {
  const answer = {
    rows: [
      { status: 'created', id: 41, username: 'ana.lopez' },
      {
        status: 'failed',
        id: null,
        username: 'bo',
        message: M.usernameTaken,
        errors: { username: [M.usernameTaken] },
      },
    ],
    counts: { created: 1, updated: 0, failed: 1 },
  };

  it('reads rows and counts; an unknown row status is refused', () => {
    expect(UserBatchResultSchema.parse(answer)).toEqual(answer);
    const odd = { ...answer, rows: [{ status: 'unchanged', id: 1, username: 'a' }] };
    expect(UserBatchResultSchema.safeParse(odd).success).toBe(false);
  });

  it('sends POST /admin/users/batch with the rows and returns the answer', async () => {
    const { fetch, requests } = fakeFetch(success(answer));
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch, getToken: () => 't' });
    const rows = [create, { ...create, id: 9, username: 'bo', password: '' }];
    expect(await client.admin.saveUsers(rows)).toEqual(answer);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://a/api/admin/users/batch',
      body: { rows },
    });
  });
});
