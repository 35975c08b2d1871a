import type { Attendance, Course, CourseSession, GenerateSessionsResult } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// sessions generate and list, and attendance mark, against the real server, on a weekly course made for
// the file (Mondays and Wednesdays of January 2030: 8 dates).

const t = cliServerForFile();
const { cli } = t;

async function weeklyCourse(): Promise<number> {
  const token = await t.server.loginAs('admin');
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/api/courses',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: 'CLI Sessions Course',
      description: '<p>Sessions from the CLI.</p>',
      date: '2030-01-07',
      start_time: '15:00',
      end_time: '16:00',
      is_recurring: true,
      recurrence_type: 'weekly',
      weekly_days: ['monday', 'wednesday'],
      recurrence_end_date: '2030-01-31',
      action: 'publish',
    },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (JSON.parse(response.body) as { data: Course }).data.id;
}

describe('campus courses sessions and campus attendance mark', () => {
  it('generates the schedule once (again: all skipped), lists the sessions and marks attendance', async () => {
    const id = String(await weeklyCourse());
    await signIn(t, 'admin');
    const generated = await cliJson<GenerateSessionsResult>(t, [
      'courses',
      'sessions',
      'generate',
      id,
      '--from',
      '2030-01-01',
      '--to',
      '2030-01-31',
    ]);
    expect(generated.created).toBe(8);
    expect(generated.sessions.map((session) => session.session_date)).toEqual([
      '2030-01-07',
      '2030-01-09',
      '2030-01-14',
      '2030-01-16',
      '2030-01-21',
      '2030-01-23',
      '2030-01-28',
      '2030-01-30',
    ]);
    const again = await cli([
      'courses',
      'sessions',
      'generate',
      id,
      '--from',
      '2030-01-01',
      '--to',
      '2030-01-31',
    ]);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stderr).toContain('Created 0 session(s); skipped 8 date(s) that already had one.');

    expect((await cli(['courses', 'enroll', id, '--user', 'student'])).exitCode).toBe(0);
    const sessions = await cliJson<CourseSession[]>(t, ['courses', 'sessions', 'list', id]);
    expect(sessions).toHaveLength(8);
    const first = sessions[0];
    if (!first) throw new Error('no session');

    const marked = await cliJson<Attendance>(t, [
      'attendance',
      'mark',
      String(first.id),
      '--course',
      id,
      '--student',
      'student',
      '--status',
      'late',
      '--arrival',
      '15:10',
      '--notes',
      'Bus',
    ]);
    expect(marked).toMatchObject({ status: 'late', arrival_time: '15:10', notes: 'Bus' });

    // The student sees the sessions (piped: one TSV line each, the time range on every line).
    await signIn(t, 'student');
    const listed = await cli(['courses', 'sessions', 'list', id]);
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.stdout.trim().split('\n')).toHaveLength(8);
    // Not staff: generating is refused with the spec's message.
    const refused = await cli([
      'courses',
      'sessions',
      'generate',
      id,
      '--from',
      '2030-01-01',
      '--to',
      '2030-01-31',
    ]);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('You are not authorized to generate sessions for this course.');
  });

  it('refuses a bad range or attendance before any call (exit 2), and a student not enrolled (exit 1)', async () => {
    const reversed = await cli([
      'courses',
      'sessions',
      'generate',
      '1',
      '--from',
      '2030-01-31',
      '--to',
      '2030-01-01',
    ]);
    expect(reversed.exitCode).toBe(2);
    expect(reversed.stderr).toContain('End date must be after start date');
    const status = await cli([
      'attendance',
      'mark',
      '1',
      '--course',
      '1',
      '--student',
      'x',
      '--status',
      'asleep',
    ]);
    expect(status.exitCode).toBe(2);
    expect(status.stderr).toContain('Choose present, absent, late or excused');
    const times = await cli([
      'attendance',
      'mark',
      '1',
      '--course',
      '1',
      '--student',
      'x',
      '--status',
      'present',
      '--arrival',
      '10:00',
      '--departure',
      '09:00',
    ]);
    expect(times.exitCode).toBe(2);
    expect(times.stderr).toContain('--departure: Departure must be after arrival');
    // Valid input but signed out: exit 4.
    expect((await cli(['courses', 'sessions', 'list', '1'])).exitCode).toBe(4);

    await signIn(t, 'teacher');
    const robotics = (await cliJson<Course[]>(t, ['courses', 'list'])).find(
      (course) => course.name === 'Introduction to Robotics',
    );
    if (!robotics) throw new Error('no Robotics course');
    const [session] = await cliJson<CourseSession[]>(t, ['courses', 'sessions', 'list', String(robotics.id)]);
    if (!session) throw new Error('Robotics has no sessions');
    const notEnrolled = await cli([
      'attendance',
      'mark',
      String(session.id),
      '--course',
      String(robotics.id),
      '--student',
      'mia.parker',
      '--status',
      'present',
    ]);
    expect(notEnrolled.exitCode).toBe(1);
    expect(notEnrolled.stderr).toContain('mia.parker is not on the roster');
  });
});
