import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Course, Enrollment, Group } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import type { ReportRow } from '../shared/bulk.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';
import { NOT_ENROLLABLE } from './shared/enroll-plan.js';

// enroll and unenroll against the real server: one result per row, one summary line, the failed rows
// file, exit 1 when a row failed (rows already in the wanted state are unchanged, not failures), --dry-run
// checks every row as the real run does and changes nothing.

const t = cliServerForFile();
const { cli } = t;

interface Report {
  dry_run: boolean;
  failed: number;
  rows: ReportRow[];
}

async function courseId(name: string): Promise<number> {
  const courses = await cliJson<Course[]>(t, ['courses', 'list']);
  const course = courses.find((listed) => listed.name === name);
  if (!course) throw new Error(`no course ${name}`);
  return course.id;
}

const enrollments = (id: number) => cliJson<Enrollment[]>(t, ['courses', 'enrollments', String(id)]);

async function statuses(id: number): Promise<Record<string, string>> {
  return Object.fromEntries((await enrollments(id)).map((row) => [row.user?.username, row.status]));
}

async function csvFile(name: string, text: string): Promise<string> {
  const path = join(t.configDir, name);
  await writeFile(path, text);
  return path;
}

const tsvRows = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));

describe('campus courses enroll', () => {
  it('checks every row in the dry run as the real run does; one true summary; a rerun leaves rows unchanged', async () => {
    await signIn(t, 'admin');
    const robotics = await courseId('Introduction to Robotics');
    const ethan = (await enrollments(robotics)).find((row) => row.user?.username === 'ethan.brown');
    if (!ethan) throw new Error('ethan.brown has no enrollment');
    // mia.parker is new, noah.smith requested, ethan.brown (by id) rejected: all three become enrolled.
    // student is enrolled already; no-such-user and the id 999999 name nobody.
    const csv = await csvFile(
      'students.csv',
      `username,user_id,note\nmia.parker,,new\nstudent,,already enrolled\nno-such-user,,\n,999999,unknown id\n,${ethan.user_id},rejected\nnoah.smith,,requested\n`,
    );
    const outcomes = (stdout: string) =>
      tsvRows(stdout).map(([row, user, , outcome]) => [row, user, outcome?.split(':')[0]]);
    const before = await statuses(robotics);

    const dry = await cli(['courses', 'enroll', String(robotics), '--csv', csv, '--dry-run']);
    expect(dry.exitCode).toBe(1);
    expect(outcomes(dry.stdout)).toEqual([
      ['2', 'mia.parker', 'would enroll'],
      ['3', 'student', 'unchanged'],
      ['4', 'no-such-user', 'failed'],
      ['5', '999999', 'failed'],
      ['6', String(ethan.user_id), 'would enroll'],
      ['7', 'noah.smith', 'would enroll'],
    ]);
    expect(dry.stdout).toContain(`failed: ${NOT_ENROLLABLE.admin}`);
    expect(dry.stderr.trim()).toBe(
      'Dry run, nothing was changed: 3 would enroll, 1 unchanged (already enrolled), 2 would fail.',
    );
    expect(await statuses(robotics)).toEqual(before);

    const failedPath = join(t.configDir, 'failed.csv');
    const result = await cli([
      'courses',
      'enroll',
      String(robotics),
      '--csv',
      csv,
      '--failed-csv',
      failedPath,
    ]);
    expect(result.exitCode).toBe(1);
    // The real run reports what the dry run said it would.
    expect(outcomes(result.stdout)).toEqual(
      outcomes(dry.stdout).map(([row, user, outcome]) => [
        row,
        user,
        outcome?.replace('would enroll', 'enrolled'),
      ]),
    );
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      '3 enrolled, 1 unchanged (already enrolled), 2 failed.',
      `Wrote 2 failed row(s) to ${failedPath}.`,
    ]);
    expect(await statuses(robotics)).toMatchObject({
      'mia.parker': 'enrolled',
      'noah.smith': 'enrolled',
      'ethan.brown': 'enrolled',
      student: 'enrolled',
    });
    const failed = await readFile(failedPath, 'utf8');
    expect(failed.split('\n')[0]).toBe('username,user_id,row,error');
    expect(failed).toMatch(/^no-such-user,,4,"no such user, or an admin/m);
    expect(failed).toMatch(/^999999,,5,"no such user, or an admin/m);
    expect(failed).not.toContain('student');

    // The same file again: the enrolled rows are unchanged, only the unknown ones fail.
    const again = await cli(['courses', 'enroll', String(robotics), '--csv', csv, '--json']);
    expect(again.exitCode).toBe(1);
    const report = JSON.parse(again.stdout) as Report & { unchanged: number };
    expect(report).toMatchObject({ failed: 2, unchanged: 4 });
    expect(report.rows[0]).toMatchObject({
      user: 'mia.parker',
      result: 'unchanged',
      ok: true,
      reason: 'already enrolled',
    });
    expect(again.stderr.trim()).toBe('4 unchanged (already enrolled), 2 failed.');
  });

  it('--user: exit 0 with one summary, and 0 again on a second run (already enrolled is not a failure)', async () => {
    await signIn(t, 'admin');
    const sat = await courseId('SAT Math Prep');
    const enroll = () =>
      cli(['courses', 'enroll', String(sat), '--user', 'ava.johnson', '--user', 'liam.nguyen']);
    const first = await enroll();
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stderr.trim()).toBe('2 enrolled, 0 failed.');
    expect(await statuses(sat)).toMatchObject({ 'ava.johnson': 'enrolled', 'liam.nguyen': 'enrolled' });
    const second = await enroll();
    expect(second.exitCode, second.stderr).toBe(0);
    expect(tsvRows(second.stdout).map((row) => row[3])).toEqual([
      'unchanged: already enrolled',
      'unchanged: already enrolled',
    ]);
    expect(second.stderr.trim()).toBe('2 unchanged (already enrolled), 0 failed.');
  });

  it('--dry-run as an owner: unchanged, would enroll, and someone outside their groups fails; changes nothing', async () => {
    await signIn(t, 'teacher');
    const robotics = await courseId('Introduction to Robotics');
    const before = await statuses(robotics);
    // teacher coordinates Robotics Club (sofia.garcia); emma.wilson is enrolled; ava.johnson is in neither.
    const result = await cli([
      'courses',
      'enroll',
      String(robotics),
      '--user',
      'emma.wilson,sofia.garcia,ava.johnson',
      '--dry-run',
      '--json',
    ]);
    expect(result.exitCode).toBe(1);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.dry_run).toBe(true);
    expect(report.rows.map((row) => [row.user, row.result, row.reason ?? row.message])).toEqual([
      ['emma.wilson', 'unchanged', 'already enrolled'],
      ['sofia.garcia', 'would enroll', undefined],
      ['ava.johnson', 'failed', NOT_ENROLLABLE.owner],
    ]);
    expect(result.stderr).toContain(
      'Dry run, nothing was changed: 1 would enroll, 1 unchanged (already enrolled), 1 would fail.',
    );
    expect(await statuses(robotics)).toEqual(before);
    // The real run agrees: ava.johnson is refused, not called for.
    const real = await cli(['courses', 'enroll', String(robotics), '--user', 'ava.johnson']);
    expect(real.exitCode).toBe(1);
    expect(real.stderr.trim()).toBe('1 failed.');
  });

  it('a full course: the dry run and the real run both fail the rows past the last place', async () => {
    await signIn(t, 'admin');
    const chess = await courseId('Summer Chess Camp');
    const args = ['courses', 'enroll', String(chess), '--user', 'noah.smith,ava.johnson'];
    for (const run of [[...args, '--dry-run'], args]) {
      const result = await cli(run);
      expect(result.exitCode).toBe(1);
      expect(tsvRows(result.stdout).map((row) => row[3])).toEqual([
        'unchanged: already enrolled',
        'failed: This course is full.',
      ]);
    }
    expect(Object.keys(await statuses(chess))).not.toContain('ava.johnson');
  });

  it('1,200 CSV rows go in two batch calls (1,000 and 200), answered row by row; nothing one at a time', async () => {
    await t.server.database.exec(
      `insert into users (first_name, last_name, username, password_hash)
       select 'Csv', i::text, 'csv.many.' || i, 'x' from generate_series(1, 1200) as i`,
    );
    await signIn(t, 'admin');
    const algebra = await courseId('Algebra Workshop');
    const names = Array.from({ length: 1200 }, (_, i) => `csv.many.${i + 1}`);
    const csv = await csvFile('many.csv', `username\n${names.join('\n')}\nstudent\nno-such-user\n`);
    const service = t.server.app.services.enrollments;
    const batches = vi.spyOn(service, 'addStudents');
    const singles = vi.spyOn(service, 'addStudent');
    try {
      const result = await cli(['courses', 'enroll', String(algebra), '--csv', csv, '--json']);
      expect(result.exitCode, result.stderr).toBe(1);
      expect(batches.mock.calls.map(([, , userIds]) => userIds.length)).toEqual([1000, 200]);
      expect(singles).not.toHaveBeenCalled();
      const report = JSON.parse(result.stdout) as Report;
      expect(report.rows).toHaveLength(1202);
      expect(report.rows[0]).toMatchObject({ row: 2, user: 'csv.many.1', result: 'enrolled', ok: true });
      expect(report.rows.at(-2)).toMatchObject({ user: 'student', result: 'unchanged' });
      expect(report.rows.at(-1)).toMatchObject({ user: 'no-such-user', result: 'failed' });
      expect(result.stderr.trim()).toBe('1200 enrolled, 1 unchanged (already enrolled), 1 failed.');
    } finally {
      batches.mockRestore();
      singles.mockRestore();
    }
    // The same file again, checked only: every row is enrolled now.
    const check = await cli(['courses', 'enroll', String(algebra), '--csv', csv, '--dry-run']);
    expect(check.stderr.trim()).toBe(
      'Dry run, nothing was changed: 1201 unchanged (already enrolled), 1 would fail.',
    );
  });

  it("--group enrolls the group's members; a grade nobody has is an error", async () => {
    await signIn(t, 'admin');
    const spanish = await courseId('Spanish Conversation');
    const groups = await cliJson<Group[]>(t, ['groups', 'list']);
    const science = groups.find((group) => group.name === 'Grade 8 Science');
    if (!science) throw new Error('no Grade 8 Science group');
    const result = await cli(['courses', 'enroll', String(spanish), '--group', String(science.id), '--json']);
    expect(result.exitCode, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.rows.map((row) => row.user).sort()).toEqual([
      'ava.johnson',
      'emma.wilson',
      'liam.nguyen',
      'student',
    ]);
    expect(result.stderr.trim()).toBe('4 enrolled, 0 failed.');

    const none = await cli([
      'courses',
      'enroll',
      String(spanish),
      '--group',
      String(science.id),
      '--grade',
      'Pre-K',
    ]);
    expect(none.exitCode).toBe(1);
    expect(none.stderr).toContain(`Group ${science.id} has no members in grade Pre-K.`);
  });

  it('refuses an editor (the server message, exit 1), bad input (exit 2) and no sign-in (exit 4)', async () => {
    const signedOut = await cli(['courses', 'enroll', '1', '--user', 'student']);
    expect(signedOut.exitCode).toBe(4);

    await signIn(t, 'jchen');
    const robotics = await courseId('Introduction to Robotics');
    const editor = await cli(['courses', 'enroll', String(robotics), '--user', 'mia.parker']);
    expect(editor.exitCode).toBe(1);
    expect(editor.stderr.trim()).not.toBe('');

    expect((await cli(['courses', 'enroll', String(robotics)])).exitCode).toBe(2);
    const grade = await cli(['courses', 'enroll', String(robotics), '--group', '1', '--grade', '13']);
    expect(grade.exitCode).toBe(2);
    expect(grade.stderr).toContain('Invalid --grade "13"');
    const noColumn = await cli([
      'courses',
      'enroll',
      String(robotics),
      '--csv',
      await csvFile('bad.csv', 'name\nana\n'),
    ]);
    expect(noColumn.exitCode).toBe(2);
  });
});

describe('campus courses unenroll', () => {
  it('removes enrollments row by row; someone without one is unchanged (exit 0)', async () => {
    await signIn(t, 'teacher');
    const robotics = await courseId('Introduction to Robotics');
    const result = await cli(['courses', 'unenroll', String(robotics), '--user', 'emma.wilson,dwilson']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(tsvRows(result.stdout).map((row) => row[3])).toEqual(['unenrolled', 'unchanged: not enrolled']);
    expect(result.stderr.trim()).toBe('1 unenrolled, 1 unchanged (not enrolled), 0 failed.');
    expect(Object.keys(await statuses(robotics))).not.toContain('emma.wilson');
  });
});
