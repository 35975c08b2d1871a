import {
  CreateAdminUserSchema,
  FAMILY_LIMIT,
  UpdateAdminUserSchema,
  type User,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { parseImportCsv } from './import-csv.js';
import { describeChanges, type ImportLookups, planImport, relationChanges } from './import-plan.js';

const rules = {
  create: CreateAdminUserSchema,
  update: UpdateAdminUserSchema,
  messages: VALIDATION_MESSAGES,
  familyLimit: FAMILY_LIMIT,
};

function user(id: number, username: string, more: Partial<User> = {}): User {
  return {
    id,
    username,
    first_name: 'First',
    middle_name: null,
    last_name: 'Last',
    email: null,
    gender: null,
    phone_number: null,
    bio: null,
    street_address: null,
    city: null,
    state: 'CA',
    zipcode: null,
    is_student: false,
    school_grade: null,
    organization_id: null,
    is_admin: false,
    created_at: '2026-01-01T00:00:00Z',
    permissions: [],
    ...more,
  };
}

function lookups(users: User[], groups = [{ id: 5, name: 'Chess Club' }]): ImportLookups {
  return { users: new Map(users.map((u) => [u.username.toLowerCase(), u])), groups };
}

async function plan(csv: string, known: ImportLookups) {
  return planImport((await parseImportCsv(csv)).rows, known, rules);
}

const HEADER = 'username,first_name,last_name,state,password,email,is_student,school_grade';

describe('planImport', () => {
  it('creates new usernames, updates only the fields that differ, leaves equal rows unchanged', async () => {
    const known = lookups([user(1, 'ana', { email: 'ana@x.org' }), user(2, 'bo')]);
    const rows = await plan(
      `${HEADER}\nnew1,New,One,ny,Secret-pass-91,,yes,8\nAna,First,Last,CA,,  ana@x.org ,,\nbo,First,Last,CA,,bo@x.org,,\n`,
      known,
    );
    expect(rows.map((row) => [row.row, row.failure, row.record?.kind])).toEqual([
      [2, undefined, 'create'],
      [3, undefined, 'unchanged'],
      [4, undefined, 'update'],
    ]);
    expect(rows[0]?.record).toMatchObject({
      kind: 'create',
      input: {
        username: 'new1',
        state: 'NY',
        is_student: true,
        school_grade: '8',
        password: 'Secret-pass-91',
      },
    });
    const update = rows[2]?.record;
    expect(update?.kind === 'update' && update.changed).toEqual(['email']);
    // The password is not sent on an update.
    expect(update?.kind === 'update' && 'password' in update.input && update.input.password).toBeFalsy();
  });

  it('fails bad rows with the sdk messages, before any request, and never throws', async () => {
    const rows = await plan(
      `${HEADER}\n,A,B,CA,Secret-pass-91,,,\nnopass,A,B,CA,,,,\nshort,A,B,CA,abc,,,\nbadstate,A,B,ZZ,Secret-pass-91,,,\nflag,A,B,CA,Secret-pass-91,,maybe,\nbad email,A,B,CA,Secret-pass-91,x@,,\nnopass,A,B,CA,Secret-pass-91,,,\n`,
      lookups([]),
    );
    expect(rows.map((row) => row.failure)).toEqual([
      'username: the row has no username',
      `password: ${VALIDATION_MESSAGES.passwordRequired}`,
      `password: ${VALIDATION_MESSAGES.passwordTooShort}`,
      `state: ${VALIDATION_MESSAGES.stateInvalid}`,
      'is_student: use true or false, not "maybe"',
      expect.stringContaining('username'),
      'username: repeats row 3',
    ]);
  });

  it('resolves parents and managers among users and rows to create, and fails unknown, self and groups', async () => {
    const known = lookups([user(1, 'mom'), user(2, 'boss')]);
    const rows = await plan(
      'username,first_name,last_name,state,password,parents,manager,groups\n' +
        'kid,K,I,CA,Secret-pass-91,mom; dad,boss,chess club\n' +
        'dad,D,A,CA,Secret-pass-91,,,\n' +
        'self,S,E,CA,Secret-pass-91,self,,\n' +
        'lost,L,O,CA,Secret-pass-91,,ghost,\n' +
        'nogroup,N,G,CA,Secret-pass-91,,,Drama\n' +
        'orphan,O,R,CA,Secret-pass-91,bad,,\n' +
        'bad,B,A,CA,short,,,\n',
      known,
    );
    expect(rows.map((row) => row.failure)).toEqual([
      undefined,
      undefined,
      `parents: ${VALIDATION_MESSAGES.familySelf}`,
      'manager: no user "ghost"',
      'groups: no group named "Drama"',
      'parents: no user "bad"',
      `password: ${VALIDATION_MESSAGES.passwordTooShort}`,
    ]);
    expect(rows[0]?.wish).toEqual({
      parents: ['mom', 'dad'],
      manager: 'boss',
      groups: [{ id: 5, name: 'Chess Club' }],
    });
  });

  it('leaves an invalid record alone when the row changes none of its fields', async () => {
    const known = lookups([user(1, 'old', { state: null })]);
    const [row] = await plan('username,manager\nold,boss\n', {
      ...known,
      users: new Map([...known.users, ['boss', user(2, 'boss')]]),
    });
    expect(row?.failure).toBeUndefined();
    expect(row?.record).toEqual({ kind: 'unchanged', userId: 1 });
    const [changed] = await plan('username,city\nold,Fresno\n', known);
    expect(changed?.failure).toBe(`state: ${VALIDATION_MESSAGES.stateInvalid}`);
  });
});

describe('relationChanges', () => {
  it('adds only what is missing and never removes', () => {
    const wish = {
      parents: ['Mom', 'dad'],
      manager: 'boss',
      groups: [
        { id: 5, name: 'Chess' },
        { id: 6, name: 'Art' },
      ],
    };
    const current = {
      parents: [{ id: 1, username: 'mom', first_name: 'M', middle_name: null, last_name: 'O' }],
      children: [],
      manager: { id: 2, username: 'BOSS', first_name: 'B', middle_name: null, last_name: 'O' },
    };
    const changes = relationChanges(wish, current, 9, new Map([[5, new Set([9])]]));
    expect(changes).toEqual({ addParents: ['dad'], manager: null, addGroups: [{ id: 6, name: 'Art' }] });
    expect(describeChanges({ kind: 'unchanged', userId: 9 }, changes)).toEqual([
      'parents +dad',
      'groups +Art',
    ]);
    const none = relationChanges(
      { parents: ['mom'], manager: 'boss', groups: [{ id: 5, name: 'Chess' }] },
      current,
      9,
      new Map([[5, new Set([9])]]),
    );
    expect(describeChanges(undefined, none)).toEqual([]);
    // A user still to create has nothing yet.
    expect(relationChanges(wish, null, null, new Map()).addParents).toEqual(['Mom', 'dad']);
  });
});
