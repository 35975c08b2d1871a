import type { Course, Enrollment } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// list, show, enrollments, approve and reject against the real server.

const t = cliServerForFile();
const { cli } = t;

async function courseId(name: string): Promise<number> {
  const courses = await cliJson<Course[]>(t, ['courses', 'list']);
  const course = courses.find((listed) => listed.name === name);
  if (!course) throw new Error(`no course ${name}`);
  return course.id;
}

/** A course the lists do not show (a draft), found through its owner's own list. */
async function ownedCourseId(owner: string, name: string): Promise<number> {
  const token = await t.server.loginAs(owner);
  const response = await t.server.app.inject({
    method: 'GET',
    url: '/api/user/courses',
    headers: { authorization: `Bearer ${token}` },
  });
  const courses = (JSON.parse(response.body) as { data: Course[] }).data;
  const course = courses.find((owned) => owned.name === name);
  if (!course) throw new Error(`${owner} owns no course ${name}`);
  return course.id;
}

const fields = (stdout: string) =>
  Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t') as [string, string]),
  );

describe('campus courses list and show', () => {
  it('lists the published courses signed out, with the schedule label, teacher, price and places', async () => {
    const result = await cli(['courses', 'list', '--api-url', t.server.apiUrl]);
    expect(result.exitCode, result.stderr).toBe(0);
    const robotics = result.stdout.split('\n').find((line) => line.includes('Introduction to Robotics'));
    expect(robotics?.split('\t').slice(2)).toEqual([
      'Weekly on Monday, Wednesday',
      'Introduction to Robotics',
      'teacher',
      expect.stringMatching(/^(Free|\$\d+\.\d\d)$/),
      '2 of 20 taken',
    ]);
    expect(result.stdout).not.toContain('Watercolor Basics');
    expect(result.stderr).toMatch(/Page 1 of 1 \(\d+ courses\)/);
    expect((await cli(['courses', 'list', '--page', 'x'])).exitCode).toBe(2);
  });

  it("shows a course with the viewer's enrollment; a draft through its owner's view; others refused", async () => {
    await signIn(t, 'student');
    const robotics = await courseId('Introduction to Robotics');
    const shown = await cli(['courses', 'show', String(robotics)]);
    expect(shown.exitCode, shown.stderr).toBe(0);
    expect(fields(shown.stdout)).toMatchObject({
      Name: 'Introduction to Robotics',
      Schedule: 'Weekly on Monday, Wednesday',
      Teacher: 'teacher',
      Places: '2 of 20 taken',
      Approval: 'required',
      'Your enrollment': 'Enrolled',
    });

    const watercolor = await ownedCourseId('mlopez', 'Watercolor Basics');
    const refused = await cli(['courses', 'show', String(watercolor)]);
    expect(refused.exitCode).toBe(1);
    await signIn(t, 'mlopez');
    const own = await cliJson<Course>(t, ['courses', 'show', String(watercolor)]);
    expect(own).toMatchObject({ name: 'Watercolor Basics', status: 'draft' });
  });
});

describe('campus courses enrollments, approve and reject', () => {
  it('lists the requests, approves one by username and rejects one by id', async () => {
    await signIn(t, 'teacher');
    const robotics = await courseId('Introduction to Robotics');
    const requests = await cliJson<Enrollment[]>(t, [
      'courses',
      'enrollments',
      String(robotics),
      '--status',
      'requested',
    ]);
    expect(requests.map((row) => row.user?.username)).toEqual(['noah.smith']);

    const approved = await cli(['courses', 'approve', String(robotics), 'noah.smith']);
    expect(approved.exitCode, approved.stderr).toBe(0);
    expect(approved.stderr).toContain('Approved noah.smith');

    const csv = await cli(['courses', 'enrollments', String(robotics), '--csv']);
    expect(csv.stdout.split('\n')[0]).toBe('user_id,username,first_name,last_name,status,enrolled_at');
    expect(csv.stdout).toMatch(/^\d+,noah\.smith,[^,]*,[^,]*,enrolled,/m);

    await signIn(t, 'hcarter');
    const sat = await courseId('SAT Math Prep');
    const sofia = (await cliJson<Enrollment[]>(t, ['courses', 'enrollments', String(sat)])).find(
      (row) => row.user?.username === 'sofia.garcia',
    );
    if (!sofia) throw new Error('sofia.garcia has no enrollment');
    const rejected = await cliJson<Enrollment>(t, ['courses', 'reject', String(sat), String(sofia.user_id)]);
    expect(rejected.status).toBe('rejected');
  });

  it('refuses an unknown username, a bad status (exit 2) and a student (exit 1)', async () => {
    await signIn(t, 'teacher');
    const robotics = await courseId('Introduction to Robotics');
    const unknown = await cli(['courses', 'approve', String(robotics), 'nobody.here']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('nobody.here has no enrollment');
    expect((await cli(['courses', 'enrollments', String(robotics), '--status', 'maybe'])).exitCode).toBe(2);

    await signIn(t, 'student');
    const denied = await cli(['courses', 'enrollments', String(robotics)]);
    expect(denied.exitCode).toBe(1);
  });
});
