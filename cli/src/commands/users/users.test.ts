import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Stats, User, UserDetail } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';
import type { ImportReportRow } from './shared/import-run.js';

// campus users and campus admin stats against the real server (a fresh seeded database for the file).

const t = cliServerForFile();
const { cli } = t;

interface ImportReport {
  dry_run: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  failed_csv: string | null;
  rows: ImportReportRow[];
}

/** Every user as the admin sees them, sorted by id, to compare before and after. */
async function everyone(): Promise<User[]> {
  const users = await cliJson<User[]>(t, ['users', 'list', '--all']);
  return users.sort((a, b) => a.id - b.id);
}

async function idOf(username: string): Promise<number> {
  const users = await cliJson<User[]>(t, ['users', 'list', '--search', username]);
  const user = users.find((listed) => listed.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

const PASSWORD = 'Import-pass-2026';

describe('campus users import', () => {
  it('a dry run changes nothing, --run creates, a second --run changes nothing; a bad row is a failed row', async () => {
    await signIn(t, 'admin');
    const csv = join(t.configDir, 'people.csv');
    await writeFile(
      csv,
      'username,first_name,last_name,state,password,email,is_student,school_grade,groups\n' +
        `imp.ana,Ana,Diaz,ca,${PASSWORD},ana@example.com,yes,8,Grade 8 Science\n` +
        `imp.bo,Bo,Li,NY,${PASSWORD},,no,,\n` +
        `imp.bad,Bad,Row,ZZ,${PASSWORD},,,,\n` +
        `student,,,,,,,,\n`,
    );
    const before = await everyone();

    const dry = await cli(['users', 'import', csv, '--json']);
    expect(dry.exitCode, dry.stderr).toBe(1);
    const planned = JSON.parse(dry.stdout) as ImportReport;
    expect(planned).toMatchObject({
      dry_run: true,
      created: 2,
      updated: 0,
      unchanged: 1,
      failed: 1,
      failed_csv: null,
    });
    expect(planned.rows.map((row) => [row.username, row.result])).toEqual([
      ['imp.ana', 'would create'],
      ['imp.bo', 'would create'],
      ['imp.bad', 'failed'],
      ['student', 'unchanged'],
    ]);
    expect(planned.rows[2]?.reason).toBe('state: Please select a valid state');
    expect(dry.stderr).toContain(
      'Dry run, nothing was changed: would create 2, would update 0, unchanged 1, would fail 1.',
    );
    expect(await everyone()).toEqual(before);

    const run = await cli(['users', 'import', csv, '--run']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('Created 2, updated 0, unchanged 1, failed 1.');
    const failedPath = join(t.configDir, 'people.failed.csv');
    expect(run.stderr).toContain(`Wrote 1 failed row(s), with a reason column, to ${failedPath}.`);
    expect(await readFile(failedPath, 'utf8')).toBe(
      'username,first_name,last_name,state,password,email,is_student,school_grade,groups,reason\n' +
        `imp.bad,Bad,Row,ZZ,${PASSWORD},,,,,state: Please select a valid state\n`,
    );
    const after = await everyone();
    expect(after.length).toBe(before.length + 2);
    const ana = after.find((user) => user.username === 'imp.ana');
    expect(ana).toMatchObject({ email: 'ana@example.com', state: 'CA', is_student: true, school_grade: '8' });
    // The new user signs in with the password of the file, and is in the group of the groups column.
    const login = await cli(
      ['auth', 'login', '--api-url', t.server.apiUrl, '--username', 'imp.ana', '--password-stdin'],
      { stdin: PASSWORD },
    );
    expect(login.exitCode, login.stderr).toBe(0);
    const groups = await cli(['groups', 'list']);
    expect(groups.stdout).toContain('Grade 8 Science');
    await signIn(t, 'admin');

    // Without the bad row, the same file again changes nothing.
    await writeFile(csv, (await readFile(csv, 'utf8')).replace(/^imp\.bad.*\n/m, ''));
    const again = await cliJson<ImportReport>(t, ['users', 'import', csv, '--run']);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(await everyone()).toEqual(after);

    // A changed cell updates that field only; blank cells keep what is there.
    await writeFile(csv, 'username,city,email\nimp.bo,Fresno,\n');
    const update = await cli(['users', 'import', csv, '--run']);
    expect(update.exitCode, update.stderr).toBe(0);
    expect(update.stdout).toMatch(/^\d+\timp\.bo\t\d+\tupdated\tcity$/m);
    expect(update.stderr).toContain('Created 0, updated 1, unchanged 0, failed 0.');
  });

  it('prints a table with a header on a terminal, and only the summary line on stderr when piped', async () => {
    await signIn(t, 'admin');
    const csv = join(t.configDir, 'tty.csv');
    await writeFile(
      csv,
      'username,first_name,last_name,state,password,groups\n' +
        `tty.a,A,A,CA,${PASSWORD},Grade 8 Science\n` +
        `tty.b,B,B,CA,${PASSWORD},\n` +
        'student,,,,,\n',
    );
    const run = await cli(['users', 'import', csv, '--run'], { tty: true });
    expect(run.exitCode, run.stderr).toBe(0);
    // (cli-progress draws only on a real terminal stream, so the bar itself is not seen here.)
    expect(run.stdout).toMatch(/^ROW +USERNAME +ID +RESULT +CHANGES$/m);
    expect(run.stdout).toMatch(/^2 +tty\.a +\d+ +created +groups \+Grade 8 Science$/m);
    const piped = await cli(['users', 'import', csv, '--run']);
    expect(piped.stderr.trim()).toBe('Created 0, updated 0, unchanged 3, failed 0.');
  });

  it('reads stdin, and exits 2 on a file with an unknown column before signing in', async () => {
    const unknown = await cli(['users', 'import', '-'], { stdin: 'username,frist_name\na,b\n' });
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain('unknown column(s): frist_name');
    await signIn(t, 'admin');
    const listed = await cli(['users', 'list', '--search', 'student', '--csv']);
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n')[0]).toBe(
      'id,username,first_name,middle_name,last_name,email,gender,phone_number,street_address,city,state,zipcode,bio,is_student,school_grade,organization_id',
    );
    // What `users list --csv` prints imports back unchanged.
    const back = await cli(['users', 'import', '-', '--json'], { stdin: listed.stdout });
    expect(back.exitCode, back.stderr).toBe(0);
    const report = JSON.parse(back.stdout) as ImportReport;
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.unchanged).toBe(report.rows.length);
  });
});

describe('campus users as an admin', () => {
  it('lists with filters and a summary line, creates with validation, updates and deletes', async () => {
    await signIn(t, 'admin');
    const page = await cliJson<User[]>(t, ['users', 'list', '--students', '--grade', '8']);
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((user) => user.is_student && user.school_grade === '8')).toBe(true);
    const table = await cli(['users', 'list']);
    expect(table.stderr).toMatch(/^Showing 1-\d+ of \d+ users \(page 1 of \d+\)\./m);
    const past = await cli(['users', 'list', '--page', '999']);
    expect(past.exitCode, past.stderr).toBe(0);
    expect(past.stderr).toMatch(/^No users on page 999 \(\d+ users, \d+ pages?\)\.$/m);

    const invalid = await cli(
      [
        'users',
        'create',
        '--username',
        'new.one',
        '--first-name',
        'New',
        '--state',
        'XX',
        '--password-stdin',
      ],
      { stdin: 'short' },
    );
    expect(invalid.exitCode).toBe(2);
    expect(invalid.stderr).toContain('--last-name: Last name is required');
    expect(invalid.stderr).toContain('--state: Please select a valid state');
    expect(invalid.stderr).toContain('--password-stdin: Password must be at least 8 characters');

    // --password-stdin with nothing on stdin is an empty password: refused before any call.
    const empty = await cli(
      [
        'users',
        'create',
        '--username',
        'new.one',
        '--first-name',
        'New',
        '--last-name',
        'One',
        '--state',
        'tx',
        '--password-stdin',
      ],
      { stdin: '' },
    );
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr).toContain('--password-stdin: Password is required');
    const made = await cli(
      [
        'users',
        'create',
        '--username',
        'new.one',
        '--first-name',
        'New',
        '--last-name',
        'One',
        '--state',
        'tx',
        '--password-stdin',
        '--json',
      ],
      { stdin: `${PASSWORD}\n` },
    );
    expect(made.exitCode, made.stderr).toBe(0);
    const user = JSON.parse(made.stdout) as User;
    expect(user).toMatchObject({ username: 'new.one', state: 'TX' });
    const taken = await cli(
      [
        'users',
        'create',
        '--username',
        'new.one',
        '--first-name',
        'N',
        '--last-name',
        'O',
        '--state',
        'TX',
        '--password-stdin',
      ],
      { stdin: PASSWORD },
    );
    expect(taken.exitCode).toBe(1);
    expect(taken.stderr.trim()).not.toBe('');

    const updated = await cliJson<User>(t, [
      'users',
      'update',
      String(user.id),
      '--city',
      'Austin',
      '--student',
      '--grade',
      '9',
    ]);
    expect(updated).toMatchObject({ city: 'Austin', is_student: true, school_grade: '9', first_name: 'New' });

    const refused = await cli(['users', 'delete', String(user.id)]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('pass --yes');
    const deleted = await cli(['users', 'delete', 'new.one', '--yes']);
    expect(deleted.exitCode, deleted.stderr).toBe(0);
    expect(deleted.stderr).toContain(`Deleted user ${user.id} "new.one".`);
    const gone = await cli(['users', 'show', String(user.id)]);
    expect(gone.exitCode).toBe(1);
  });

  it('shows the admin stats (--json parses and agrees with the user count)', async () => {
    await signIn(t, 'admin');
    const stats = await cliJson<Stats>(t, ['admin', 'stats']);
    const users = await cliJson<User[]>(t, ['users', 'list', '--all']);
    expect(stats.total_users).toBe(users.length);
    const text = await cli(['admin', 'stats']);
    expect(text.stdout).toContain(`Total users\t${users.length}`);
  });

  it('refuses a non-admin with the server message (exit 1)', async () => {
    await signIn(t, 'student');
    const list = await cli(['users', 'list']);
    expect(list.exitCode).toBe(1);
    expect(list.stderr.trim()).not.toBe('');
    const stats = await cli(['admin', 'stats']);
    expect(stats.exitCode).toBe(1);
  });

  it('exits 4 when not signed in', async () => {
    const anonymous = await cli(['users', 'list'], { env: { CAMPUS_API_URL: t.server.apiUrl } });
    expect(anonymous.exitCode).toBe(4);
  });
});

describe('campus users: people (permissions, managers, families)', () => {
  it('grants and revokes permissions by key; an unknown key lists the valid ones', async () => {
    await signIn(t, 'admin');
    const unknown = await cli(['users', 'grant', 'student', 'fly']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain('Unknown permission "fly".');
    expect(unknown.stderr).toContain('Valid keys: create_event, create_course,');

    const granted = await cliJson<{ permissions: string[] }>(t, [
      'users',
      'grant',
      'student',
      'create_event',
      'view_user',
    ]);
    expect(granted.permissions).toEqual(['create_event', 'view_user']);
    const detail = await cliJson<UserDetail>(t, ['users', 'show', 'student']);
    expect(detail.permissions.map((permission) => permission.key)).toEqual(['create_event', 'view_user']);
    const again = await cli(['users', 'grant', 'student', 'create_event']);
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain('Nothing to change');
    const revoked = await cliJson<{ permissions: string[] }>(t, ['users', 'revoke', 'student', 'view_user']);
    expect(revoked.permissions).toEqual(['create_event']);
    await cliJson(t, ['users', 'revoke', 'student', 'create_event']);
  });

  it("sets and removes a manager; a loop is refused with the server's message", async () => {
    await signIn(t, 'admin');
    // The demo's manager manages teacher: teacher cannot manage manager.
    const loop = await cli(['users', 'set-manager', 'manager', 'teacher']);
    expect(loop.exitCode).toBe(1);
    expect(loop.stderr).toContain(
      'This person reports to the user, directly or through others, so they cannot be their manager',
    );
    const self = await cli(['users', 'set-manager', 'student', 'student']);
    expect(self.exitCode).toBe(1);
    expect(self.stderr).toContain('A user cannot be their own manager');

    const set = await cliJson<{ user_id: number; manager_id: number }>(t, [
      'users',
      'set-manager',
      'student',
      'teacher',
    ]);
    expect(set).toEqual({ user_id: await idOf('student'), manager_id: await idOf('teacher') });
    expect((await cliJson<UserDetail>(t, ['users', 'show', 'student'])).manager?.username).toBe('teacher');
    const removed = await cli(['users', 'set-manager', 'student', '--remove']);
    expect(removed.exitCode, removed.stderr).toBe(0);
    expect((await cliJson<UserDetail>(t, ['users', 'show', 'student'])).manager ?? null).toBeNull();
  });

  it('adds a parent with users family, and an import adds parents and a manager (a second run changes nothing)', async () => {
    await signIn(t, 'admin');
    // emma.wilson's parent in the demo data (dwilson) is kept.
    const before = await cliJson<UserDetail>(t, ['users', 'show', 'emma.wilson']);
    expect(before.parents.map((user) => user.username)).toEqual(['dwilson']);
    const family = await cliJson<UserDetail>(t, ['users', 'family', 'emma.wilson', '--parent', 'parent']);
    expect(family.parents.map((user) => user.username).sort()).toEqual(['dwilson', 'parent']);
    const selfParent = await cli(['users', 'family', 'emma.wilson', '--child', 'emma.wilson']);
    expect(selfParent.exitCode).toBe(1);

    const csv = join(t.configDir, 'family.csv');
    await writeFile(
      csv,
      'username,first_name,last_name,state,password,parents,manager\n' +
        `fam.kid,Kid,Doe,CA,${PASSWORD},fam.mom;parent,\n` +
        `fam.mom,Mom,Doe,CA,${PASSWORD},,manager\n` +
        'teacher,,,,,,fam.mom\n',
    );
    const run = await cli(['users', 'import', csv, '--run', '--json']);
    expect(run.exitCode, run.stdout).toBe(0);
    const report = JSON.parse(run.stdout) as ImportReport;
    expect(report.rows.map((row) => [row.username, row.result, row.changes])).toEqual([
      ['fam.kid', 'created', ['parents +fam.mom +parent']],
      ['fam.mom', 'created', ['manager manager']],
      ['teacher', 'updated', ['manager fam.mom']],
    ]);
    const kid = await cliJson<UserDetail>(t, ['users', 'show', 'fam.kid']);
    expect(kid.parents.map((user) => user.username).sort()).toEqual(['fam.mom', 'parent']);
    expect((await cliJson<UserDetail>(t, ['users', 'show', 'teacher'])).manager?.username).toBe('fam.mom');

    const second = await cliJson<ImportReport>(t, ['users', 'import', csv, '--run']);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });

    // A manager loop from a file is that row's failure, with the server's message.
    await writeFile(csv, 'username,manager\nmanager,teacher\n');
    const loop = await cli(['users', 'import', csv, '--run', '--failed', join(t.configDir, 'loop.csv')]);
    expect(loop.exitCode).toBe(1);
    expect(loop.stdout).toContain('manager: This person reports to the user');
    expect(await readFile(join(t.configDir, 'loop.csv'), 'utf8')).toBe(
      'username,manager,reason\nmanager,teacher,"manager: This person reports to the user, directly or through others, so they cannot be their manager"\n',
    );
  });
  it('--run sends the records in batch calls of 500 (562 rows: 500 and 62), none one at a time; a row the server refuses fails alone', async () => {
    await t.server.database.exec(
      `insert into users (first_name, last_name, username, state, password_hash)
       select 'Many', i::text, 'imp.many.' || i, 'CA', 'x' from generate_series(1, 560) as i`,
    );
    await signIn(t, 'admin');
    const csv = join(t.configDir, 'many.csv');
    const updates = Array.from({ length: 560 }, (_, i) => `imp.many.${i + 1},,,,,Fresno,,,`);
    await writeFile(
      csv,
      'username,first_name,last_name,state,password,city,organization_id,groups,parents\n' +
        `${updates.join('\n')}\n` +
        `imp.many.new,New,One,CA,${PASSWORD},,,Grade 8 Science,imp.many.1\n` +
        `imp.many.orgless,No,Org,CA,${PASSWORD},,999999,,\n`,
    );
    const service = t.server.app.services.adminUsers;
    const batches = vi.spyOn(service, 'saveMany');
    const creates = vi.spyOn(service, 'create');
    const edits = vi.spyOn(service, 'update');
    try {
      const run = await cli(['users', 'import', csv, '--run', '--json']);
      expect(run.exitCode, run.stderr).toBe(1);
      expect(batches.mock.calls.map(([, rows]) => rows.length)).toEqual([500, 62]);
      expect(creates).not.toHaveBeenCalled();
      expect(edits).not.toHaveBeenCalled();
      const report = JSON.parse(run.stdout) as ImportReport;
      expect(report).toMatchObject({ created: 1, updated: 560, unchanged: 0, failed: 1 });
      expect(report.rows[0]).toMatchObject({ username: 'imp.many.1', result: 'updated', changes: ['city'] });
      expect(report.rows.at(-2)).toMatchObject({
        username: 'imp.many.new',
        result: 'created',
        changes: ['parents +imp.many.1', 'groups +Grade 8 Science'],
      });
      expect(report.rows.at(-1)).toMatchObject({
        username: 'imp.many.orgless',
        result: 'failed',
        user_id: null,
        reason: 'organization_id: The selected organization does not exist.',
      });
      expect(run.stderr).toContain('Created 1, updated 560, unchanged 0, failed 1.');
      expect(await readFile(join(t.configDir, 'many.failed.csv'), 'utf8')).toBe(
        'username,first_name,last_name,state,password,city,organization_id,groups,parents,reason\n' +
          `imp.many.orgless,No,Org,CA,${PASSWORD},,999999,,,organization_id: The selected organization does not exist.\n`,
      );
    } finally {
      batches.mockRestore();
      creates.mockRestore();
      edits.mockRestore();
    }
    const made = await cliJson<UserDetail>(t, ['users', 'show', 'imp.many.new']);
    expect(made.parents.map((user) => user.username)).toEqual(['imp.many.1']);
    expect(made.groups?.map((group) => group.name)).toContain('Grade 8 Science');
    expect((await cliJson<UserDetail>(t, ['users', 'show', 'imp.many.560'])).city).toBe('Fresno');
  });
  it('joins a group in one call for all its rows; a call the server refuses whole is retried row by row', async () => {
    await signIn(t, 'admin');
    const csv = join(t.configDir, 'join.csv');
    await writeFile(
      csv,
      'username,first_name,last_name,state,password,groups\n' +
        `join.a,A,A,CA,${PASSWORD},Grade 8 Science\n` +
        'admin,,,,,Grade 8 Science\n' +
        `join.b,B,B,CA,${PASSWORD},Grade 8 Science\n`,
    );
    const groups = t.server.app.services.groups;
    const adds = vi.spyOn(groups, 'changePeople');
    try {
      const run = await cli(['users', 'import', csv, '--run', '--json']);
      expect(run.exitCode, run.stderr).toBe(1);
      const report = JSON.parse(run.stdout) as ImportReport;
      expect(report.rows.map((row) => [row.username, row.result])).toEqual([
        ['join.a', 'created'],
        ['admin', 'failed'],
        ['join.b', 'created'],
      ]);
      expect(report.rows[1]?.reason).toMatch(/^groups: Grade 8 Science: ./);
      // One call for the three, refused for the admin; then one each.
      expect(adds.mock.calls.map((call) => (call.at(-1) as number[]).length)).toEqual([3, 1, 1, 1]);
    } finally {
      adds.mockRestore();
    }
    for (const name of ['join.a', 'join.b']) {
      const user = await cliJson<UserDetail>(t, ['users', 'show', name]);
      expect(user.groups?.map((group) => group.name)).toContain('Grade 8 Science');
    }
  });
});
