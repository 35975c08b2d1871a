import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Organization, OrganizationUsers } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import type { ReportRow } from '../shared/bulk.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus orgs against the real server: admins manage every organization; the owner of 'Riverside
// Academy' reads and manages its users; anyone else is refused with the server's message.

const t = cliServerForFile();
const { cli } = t;

async function orgNamed(name: string): Promise<Organization> {
  const org = (await cliJson<Organization[]>(t, ['orgs', 'list'])).find((listed) => listed.name === name);
  if (!org) throw new Error(`no organization ${name}`);
  return org;
}

describe('campus orgs as an admin', () => {
  it('creates an organization, adds users from a CSV, lists, removes one and deactivates it', async () => {
    await signIn(t, 'admin');
    const invalid = await cli(['orgs', 'create', '--description', 'no name']);
    expect(invalid.exitCode).toBe(2);
    expect(invalid.stderr).toContain('--name: Organization name is required');

    const org = await cliJson<Organization>(t, [
      'orgs',
      'create',
      '--name',
      'Hillside School',
      '--owner',
      'teacher',
      '--stripe-account',
      'acct_hill',
    ]);
    expect(org).toMatchObject({ name: 'Hillside School', stripe_account_id: 'acct_hill', is_active: true });
    const id = String(org.id);
    const shown = await cli(['orgs', 'show', id]);
    expect(shown.stdout).toContain('Owner\tteacher');
    const edited = await cli(['orgs', 'edit', id, '--description', 'K-8']);
    expect(edited.exitCode, edited.stderr).toBe(0);
    expect((await cliJson<Organization>(t, ['orgs', 'show', id])).description).toBe('K-8');

    const csv = join(t.configDir, 'staff.csv');
    await writeFile(csv, 'username,role\nstudent,\nteacher,admin\nno-such-user,\nparent,owner\n');
    const added = await cli(['orgs', 'add-users', id, '--csv', csv]);
    expect(added.exitCode).toBe(1);
    const rows = added.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows.map(([row, user, , result]) => [row, user, result?.split(':')[0]])).toEqual([
      ['2', 'student', 'added as member'],
      ['3', 'teacher', 'added as admin'],
      ['4', 'no-such-user', 'failed'],
      ['5', 'parent', 'failed'],
    ]);

    const listed = await cliJson<OrganizationUsers['users']>(t, ['orgs', 'users', id]);
    expect(listed.map((user) => [user.username, user.role]).sort()).toEqual([
      ['student', 'member'],
      ['teacher', 'admin'],
    ]);
    const table = await cli(['orgs', 'users', id]);
    expect(table.stdout).toMatch(/^\d+\tteacher\t.*\tadmin\t/m);

    const removed = await cli(['orgs', 'remove-user', id, 'student']);
    expect(removed.exitCode, removed.stderr).toBe(0);
    const notThere = await cli(['orgs', 'remove-user', id, 'student']);
    expect(notThere.exitCode).toBe(1);
    expect(notThere.stderr).toContain('is not a user of organization');

    const refused = await cli(['orgs', 'deactivate', id]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('pass --yes');
    const deactivated = await cliJson<Organization>(t, ['orgs', 'deactivate', id, '--yes']);
    expect(deactivated.is_active).toBe(false);
    expect((await cli(['orgs', 'list'])).stdout).toMatch(
      new RegExp(`^${id}\\tHillside School\\tteacher\\t\\d+\\tno\\t`, 'm'),
    );
  });

  it('--dry-run of add-users checks every row (an unknown id is no such user) and changes nothing', async () => {
    await signIn(t, 'admin');
    const riverside = await orgNamed('Riverside Academy');
    const before = await cliJson<OrganizationUsers['users']>(t, ['orgs', 'users', String(riverside.id)]);
    const result = await cli([
      'orgs',
      'add-users',
      String(riverside.id),
      '--user',
      'hcarter',
      '--user',
      'student',
      '--user',
      '999999',
      '--dry-run',
      '--json',
    ]);
    expect(result.exitCode).toBe(1);
    const report = JSON.parse(result.stdout) as { rows: ReportRow[] };
    expect(report.rows.map((row) => [row.result, row.reason ?? row.message])).toEqual([
      ['would add as member', undefined],
      ['unchanged', 'already a member'],
      ['failed', 'no such user "999999"'],
    ]);
    expect(result.stderr.trim()).toBe(
      'Dry run, nothing was changed: 1 would add as member, 1 unchanged (already a member), 1 would fail.',
    );
    const after = await cliJson<OrganizationUsers['users']>(t, ['orgs', 'users', String(riverside.id)]);
    expect(after.length).toBe(before.length);
  });
});

describe('campus orgs as others', () => {
  it("lets the owner list their organization's users but not create one (403 message, exit 1)", async () => {
    await signIn(t, 'owner');
    const created = await cli(['orgs', 'create', '--name', 'Mine']);
    expect(created.exitCode).toBe(1);
    expect(created.stderr.trim()).not.toBe('');
    const list = await cli(['orgs', 'list']);
    expect(list.exitCode).toBe(1);
    // Riverside Academy is the first demo organization.
    const users = await cliJson<OrganizationUsers['users']>(t, ['orgs', 'users', '1']);
    expect(users.length).toBeGreaterThan(0);
  });

  it('refuses a student reading users or deactivating (exit 1 with the server message)', async () => {
    await signIn(t, 'student');
    const users = await cli(['orgs', 'users', '1']);
    expect(users.exitCode).toBe(1);
    expect(users.stderr).toContain('You do not have permission to manage this organization.');
    const deactivate = await cli(['orgs', 'deactivate', '1', '--yes']);
    expect(deactivate.exitCode).toBe(1);
  });

  it('exits 4 when not signed in', async () => {
    const result = await cli(['orgs', 'list'], { env: { CAMPUS_API_URL: t.server.apiUrl } });
    expect(result.exitCode).toBe(4);
  });
});
