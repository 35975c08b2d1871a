import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Group, GroupMember, User } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import type { ReportRow } from '../shared/bulk.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';
import { NO_SUCH_USER_FOR_ADMIN } from './shared/member-plan.js';

// add-members and remove-members against the real server: one result per row, exit 1 when a row failed,
// --dry-run changes nothing.

const t = cliServerForFile();
const { cli } = t;

interface Report {
  dry_run: boolean;
  failed: number;
  rows: ReportRow[];
}

async function groupNamed(name: string): Promise<Group> {
  const group = (await cliJson<Group[]>(t, ['groups', 'list'])).find((listed) => listed.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group;
}

const memberNames = async (id: number) =>
  (await cliJson<GroupMember[]>(t, ['groups', 'members', String(id)]))
    .map((member) => member.username)
    .sort();

async function csvFile(name: string, text: string): Promise<string> {
  const path = join(t.configDir, name);
  await writeFile(path, text);
  return path;
}

describe('campus groups add-members', () => {
  it("adds a CSV's rows one by one as a coordinator; a failed row fails the run (exit 1)", async () => {
    await signIn(t, 'admin');
    const adminId = (await cliJson<User>(t, ['whoami'])).id;
    await signIn(t, 'coordinator');
    const group = await cliJson<Group>(t, ['groups', 'create', '--name', 'Lab Partners']);
    // A coordinator's add list holds the people of the groups they coordinate (Grade 8 Science).
    const csv = await csvFile(
      'members.csv',
      `username,user_id,note\nstudent,,first\nemma.wilson,,\nnoah.smith,,not in my groups\n,${adminId},an admin\nstudent,,again\n`,
    );
    const failedPath = join(t.configDir, 'failed.csv');
    const result = await cli([
      'groups',
      'add-members',
      String(group.id),
      '--csv',
      csv,
      '--failed-csv',
      failedPath,
    ]);
    expect(result.exitCode).toBe(1);
    const rows = result.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows.map(([row, user, , outcome]) => [row, user, outcome?.split(':')[0]])).toEqual([
      ['2', 'student', 'added'],
      ['3', 'emma.wilson', 'added'],
      ['4', 'noah.smith', 'failed'],
      ['5', String(adminId), 'failed'],
      ['6', 'student', 'unchanged'],
    ]);
    expect(rows[4]?.[3]).toBe('unchanged: repeat of row 2');
    expect(rows[3]?.[3]).toContain('Administrators cannot be added to a group');
    expect(result.stderr.trim()).toBe(
      `2 added, 1 unchanged (repeated), 2 failed.\nWrote 2 failed row(s) to ${failedPath}.`,
    );
    expect(await memberNames(group.id)).toEqual(['emma.wilson', 'student']);
    // The failed rows, in the columns --csv reads, to retry: the same two fail again in a dry run.
    const failed = (await readFile(failedPath, 'utf8')).trim().split('\n');
    expect(failed[0]).toBe('username,user_id,row,error');
    expect(failed.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
      ['noah.smith', expect.any(String), '4'],
      [String(adminId), String(adminId), '5'],
    ]);
    const retry = await cli(['groups', 'add-members', String(group.id), '--csv', failedPath, '--dry-run']);
    expect(retry.exitCode).toBe(1);
    expect(retry.stderr).toMatch(/^Dry run, nothing was changed: .*[1-9] would fail\.$/m);

    // Again: the same users are already members (unchanged, exit 0), and the report says so as JSON.
    const again = await cli([
      'groups',
      'add-members',
      String(group.id),
      '--user',
      'student,emma.wilson',
      '--json',
    ]);
    expect(again.exitCode).toBe(0);
    const report = JSON.parse(again.stdout) as Report;
    expect(report.rows.map((row) => [row.result, row.reason])).toEqual([
      ['unchanged', 'already a member'],
      ['unchanged', 'already a member'],
    ]);
    expect(again.stderr.trim()).toBe('2 unchanged (already a member), 0 failed.');
  });

  it('--dry-run resolves every row as the real run does (an admin: an unknown id is no such user) and changes nothing', async () => {
    await signIn(t, 'admin');
    const robotics = await groupNamed('Robotics Club');
    const before = await memberNames(robotics.id);
    const csv = await csvFile('dry.csv', 'username\nmia.parker\nnoah.smith\nno-such-user\n999999\n');
    const result = await cli([
      'groups',
      'add-members',
      String(robotics.id),
      '--csv',
      csv,
      '--dry-run',
      '--json',
    ]);
    expect(result.exitCode).toBe(1);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.dry_run).toBe(true);
    expect(report.rows.map((row) => [row.user, row.result])).toEqual([
      ['mia.parker', 'would add'],
      ['noah.smith', 'unchanged'],
      ['no-such-user', 'failed'],
      ['999999', 'failed'],
    ]);
    expect(report.rows[3]?.message).toBe(NO_SUCH_USER_FOR_ADMIN);
    expect(result.stderr.trim()).toBe(
      'Dry run, nothing was changed: 1 would add, 1 unchanged (already a member), 2 would fail.',
    );
    expect(await memberNames(robotics.id)).toEqual(before);
    const real = await cli(['groups', 'add-members', String(robotics.id), '--user', '999999']);
    expect(real.exitCode).toBe(1);
    expect(real.stdout).toContain(NO_SUCH_USER_FOR_ADMIN);
  });

  it('refuses a member who does not coordinate the group (the server message, exit 1)', async () => {
    await signIn(t, 'student');
    const science = await groupNamed('Grade 8 Science');
    const result = await cli(['groups', 'add-members', String(science.id), '--user', 'noah.smith']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr.trim()).not.toBe('');
  });

  it('refuses bad input before any call (exit 2)', async () => {
    await signIn(t, 'admin');
    expect((await cli(['groups', 'add-members', '1'])).exitCode).toBe(2);
    const missing = await cli(['groups', 'add-members', '1', '--csv', join(t.configDir, 'none.csv')]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('Cannot read the CSV file');
    const noColumn = await cli([
      'groups',
      'add-members',
      '1',
      '--csv',
      await csvFile('bad.csv', 'name\nana\n'),
    ]);
    expect(noColumn.exitCode).toBe(2);
    expect(noColumn.stderr).toContain('needs a username or user_id column');
  });
});

describe('campus groups remove-members', () => {
  it('removes members row by row; a non-member is unchanged; --dry-run changes nothing', async () => {
    await signIn(t, 'teacher');
    const robotics = await groupNamed('Robotics Club');
    const dry = await cli([
      'groups',
      'remove-members',
      String(robotics.id),
      '--user',
      'ethan.brown',
      '--dry-run',
    ]);
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('would remove');
    expect(await memberNames(robotics.id)).toContain('ethan.brown');

    const result = await cli([
      'groups',
      'remove-members',
      String(robotics.id),
      '--user',
      'ethan.brown',
      '--user',
      'mia.parker',
    ]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^1\tethan\.brown\t\d+\tremoved$/m);
    expect(result.stdout).toMatch(/^2\tmia\.parker\t-\tunchanged: not a member$/m);
    expect(result.stderr.trim()).toBe('1 removed, 1 unchanged (not a member), 0 failed.');
    expect(await memberNames(robotics.id)).not.toContain('ethan.brown');
  });

  it('--dry-run as a member who cannot manage the group reports every row as failing', async () => {
    await signIn(t, 'student');
    const science = await groupNamed('Grade 8 Science');
    const result = await cli([
      'groups',
      'remove-members',
      String(science.id),
      '--user',
      'emma.wilson',
      '--dry-run',
    ]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("only the group's coordinators and admins");
  });
});
