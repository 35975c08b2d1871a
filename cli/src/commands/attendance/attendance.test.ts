import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttendanceSheet, CheckinPanel, CourseSession } from '@campus/sdk';
import { loadFixtureIds } from '@campus/server/testing';
import { describe, expect, it } from 'vitest';
import { cliServerForFile } from '../../testing/cli-server-for-file.js';
import { cliJson, signIn } from '../shared/sign-in.test-support.js';

// campus attendance code and export against the real server, on the demo's Introduction to Robotics
// (teacher's course; student and emma.wilson enrolled).

const t = cliServerForFile();
const { cli } = t;

async function robotics(): Promise<{ courseId: number; sessionId: number; sessions: CourseSession[] }> {
  const ids = await loadFixtureIds(t.server.database);
  const courseId = ids.course('Introduction to Robotics');
  const sessions = await cliJson<CourseSession[]>(t, ['courses', 'sessions', 'list', String(courseId)]);
  const first = sessions[0];
  if (!first) throw new Error('Robotics has sessions');
  return { courseId, sessionId: first.id, sessions };
}

describe('campus attendance code', () => {
  it('prints the link, the QR code on request, JSON, and a new code with --new', async () => {
    await signIn(t, 'teacher');
    const { courseId, sessionId } = await robotics();
    const args = ['attendance', 'code', String(sessionId), '--course', String(courseId)];

    const plain = await cli(args);
    expect(plain.exitCode, plain.stderr).toBe(0);
    // Piped: the link alone, so a script can take it.
    expect(plain.stdout).toMatch(new RegExp(`^${t.server.url}/checkin/[0-9a-f]{32}\\n$`));
    const link = plain.stdout.trim();

    const withQr = await cli([...args, '--qr']);
    expect(withQr.exitCode).toBe(0);
    const lines = withQr.stdout.split('\n');
    expect(lines[0]).toBe(link);
    // The terminal QR code: rows of half blocks, all of one width.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the colours of the terminal QR code
    const ansi = /\u001b\[[0-9;]*m/g;
    const rows = lines
      .slice(1)
      .map((line) => line.replace(ansi, ''))
      .filter((line) => line.length > 0);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.join('')).toMatch(/[▀▄█]/);
    expect(new Set(rows.map((row) => [...row].length)).size).toBe(1);

    const panel = await cliJson<CheckinPanel>(t, args);
    expect(panel).toMatchObject({ target: 'session', id: sessionId, url: link, expected: 2 });

    const fresh = await cli([...args, '--new', '--no-qr']);
    expect(fresh.exitCode, fresh.stderr).toBe(0);
    expect(fresh.stdout.trim()).not.toBe(link);
    expect(fresh.stderr).toContain('the old link no longer works');
  });

  it("refuses a student (403) and another course's session (404)", async () => {
    await signIn(t, 'teacher');
    const { courseId, sessionId } = await robotics();
    const ids = await loadFixtureIds(t.server.database);
    const other = await cli([
      'attendance',
      'code',
      String(sessionId),
      '--course',
      String(ids.course('Algebra Workshop')),
    ]);
    expect(other.exitCode).not.toBe(0);
    await signIn(t, 'student');
    const denied = await cli(['attendance', 'code', String(sessionId), '--course', String(courseId)]);
    expect(denied.exitCode).toBe(1);
    expect(denied.stderr).toMatch(/unauthorized|not allowed|permission/i);
  });
});

describe('campus attendance export', () => {
  it('writes every session by every enrolled student as CSV, to stdout or a file, and JSON', async () => {
    await signIn(t, 'teacher');
    const { courseId, sessionId, sessions } = await robotics();
    const ids = await loadFixtureIds(t.server.database);
    const marked = await cli([
      'attendance',
      'mark',
      String(sessionId),
      '--course',
      String(courseId),
      '--student',
      'student',
      '--status',
      'present',
    ]);
    expect(marked.exitCode, marked.stderr).toBe(0);

    const csv = await cli(['attendance', 'export', String(courseId), '--csv']);
    expect(csv.exitCode, csv.stderr).toBe(0);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'session_id,session_date,start_time,user_id,username,first_name,last_name,status,checked_in_at,checkin_method',
    );
    expect(lines).toHaveLength(1 + sessions.length * 2);
    const mine = lines.find((line) => line.startsWith(`${sessionId},`) && line.includes(',student,'));
    expect(mine).toMatch(
      new RegExp(`^${sessionId},\\d{4}-\\d{2}-\\d{2},[0-9:]*,${ids.user('student')},student,`),
    );
    expect(mine).toMatch(/,present,\d{4}-\d{2}-\d{2}T[\d:.]+Z,hand$/);

    const folder = await mkdtemp(join(tmpdir(), 'campus-attendance-'));
    try {
      const file = join(folder, 'attendance.csv');
      const written = await cli(['attendance', 'export', String(courseId), '--csv', '--output', file]);
      expect(written.exitCode, written.stderr).toBe(0);
      expect(written.stdout).toBe('');
      expect(written.stderr).toContain(`Wrote ${sessions.length * 2} row(s)`);
      expect(await readFile(file, 'utf8')).toBe(csv.stdout);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    const sheet = await cliJson<AttendanceSheet>(t, ['attendance', 'export', String(courseId)]);
    expect(sheet.rows).toHaveLength(sessions.length * 2);
    expect(
      sheet.rows.find((row) => row.session_id === sessionId && row.user.username === 'student'),
    ).toMatchObject({
      status: 'present',
      checkin_method: 'hand',
    });

    const both = await cli(['attendance', 'export', String(courseId), '--csv', '--json']);
    expect(both.exitCode).toBe(2);
  });
});
