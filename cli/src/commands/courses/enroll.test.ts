import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Course, Enrollment, Group, Paged } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import type { ReportRow } from '../shared/bulk.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// enroll and unenroll against the real server: one result per row, the spec's summary line, the failed
// rows file, exit 1 when a row failed, --dry-run changes nothing.

const t = cliServerForFile();
const { cli } = t;

interface Report {
  dry_run: boolean;
  failed: number;
  rows: ReportRow[];
}

async function courseId(name: string): Promise<number> {
  const page = await cliJson<Paged<Course>>(t, ['courses', 'list']);
  const course = page.data.find((listed) => listed.name === name);
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
  it("enrolls a CSV's rows; already enrolled and unknown rows fail (exit 1), the summary line and the failed rows file", async () => {
    await signIn(t, 'admin');
    const robotics = await courseId('Introduction to Robotics');
    const ethan = (await enrollments(robotics)).find((row) => row.user?.username === 'ethan.brown');
    if (!ethan) throw new Error('ethan.brown has no enrollment');
    // mia.parker is new, noah.smith requested, ethan.brown (by id) rejected: all three become enrolled.
    const csv = await csvFile(
      'students.csv',
      `username,user_id,note\nmia.parker,,new\nstudent,,already enrolled\nno-such-user,,\n,${ethan.user_id},rejected\nnoah.smith,,requested\n`,
    );
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
    expect(
      tsvRows(result.stdout).map(([row, user, , outcome]) => [row, user, outcome?.split(':')[0]]),
    ).toEqual([
      ['2', 'mia.parker', 'enrolled'],
      ['3', 'student', 'already enrolled'],
      ['4', 'no-such-user', 'failed'],
      ['5', String(ethan.user_id), 'enrolled'],
      ['6', 'noah.smith', 'enrolled'],
    ]);
    expect(result.stdout).toContain('This user is already enrolled in this course.');
    expect(result.stderr).toContain('Added 3 student(s), but 2 failed (some may already be enrolled)');
    expect(result.stderr).toContain('Wrote 2 failed row(s)');
    expect(await statuses(robotics)).toMatchObject({
      'mia.parker': 'enrolled',
      'noah.smith': 'enrolled',
      'ethan.brown': 'enrolled',
      student: 'enrolled',
    });

    const failed = await readFile(failedPath, 'utf8');
    expect(failed.split('\n')[0]).toBe('username,user_id,row,error');
    expect(failed).toMatch(/^student,\d+,3,This user is already enrolled in this course\.$/m);
    expect(failed).toMatch(/^no-such-user,,4,/m);

    // The failed rows file is a CSV enroll reads back: both fail again, the all-failed line.
    const retry = await cli(['courses', 'enroll', String(robotics), '--csv', failedPath]);
    expect(retry.exitCode).toBe(1);
    expect(retry.stderr).toContain('Failed to add students (they may already be enrolled)');
  });

  it("--user with no failure: exit 0 and 'Added N student(s)'", async () => {
    await signIn(t, 'admin');
    const sat = await courseId('SAT Math Prep');
    const result = await cli([
      'courses',
      'enroll',
      String(sat),
      '--user',
      'ava.johnson',
      '--user',
      'liam.nguyen',
    ]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr.trim().split('\n').at(-1)).toBe('Added 2 student(s)');
    expect(await statuses(sat)).toMatchObject({ 'ava.johnson': 'enrolled', 'liam.nguyen': 'enrolled' });
  });

  it('--dry-run says already enrolled or would enroll and changes nothing', async () => {
    await signIn(t, 'teacher');
    const robotics = await courseId('Introduction to Robotics');
    const before = await statuses(robotics);
    const result = await cli([
      'courses',
      'enroll',
      String(robotics),
      '--user',
      'emma.wilson,sofia.garcia',
      '--dry-run',
      '--json',
    ]);
    expect(result.exitCode).toBe(1);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.dry_run).toBe(true);
    expect(report.rows.map((row) => [row.user, row.result])).toEqual([
      ['emma.wilson', 'already enrolled'],
      ['sofia.garcia', 'would enroll'],
    ]);
    expect(result.stderr).toContain('Dry run, nothing was changed');
    expect(await statuses(robotics)).toEqual(before);
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
    expect(result.stderr).toContain('Added 4 student(s)');

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
  it('removes enrollments row by row; someone without one has nothing to remove', async () => {
    await signIn(t, 'teacher');
    const robotics = await courseId('Introduction to Robotics');
    const result = await cli(['courses', 'unenroll', String(robotics), '--user', 'emma.wilson,dwilson']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(tsvRows(result.stdout).map((row) => row[3])).toEqual(['unenrolled', 'not enrolled']);
    expect(Object.keys(await statuses(robotics))).not.toContain('emma.wilson');
  });
});
