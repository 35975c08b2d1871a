import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app.js';
import { hashPassword } from '../server/src/auth/password.js';
import { issueToken } from '../server/src/auth/token-store.js';
import { connectDatabase, type DatabaseHandle } from '../server/src/db/connect.js';
import { migrateDatabase } from '../server/src/db/migrate.js';
import { courses, users } from '../server/src/db/schema.js';
import { seedDemoData } from '../server/src/db/seed.js';
import { REPO_ROOT } from './lib/paths.js';
import { timeCommand } from './lib/processes.js';
import { ms } from './lib/stats.js';
import type { Bench } from './lib/types.js';

// The named use of the CLI (issue 11): an admin enrolls 1,000 students into one course from a CSV with
// `campus courses enroll ID --csv FILE`. The local app (buildApp on in-memory PGlite, demo data, real HTTP on
// port 0) in this process; the built CLI (node cli/dist/campus.mjs) as a child process, timed from spawn to
// exit. Figures only: the target is under 5 s (issue 22; it was 15 s while the CLI sent one call a row),
// nothing asserts a time; the enrolled count is checked.
const STUDENTS = 1_000;
const TARGET_S = 5;
const CLI = join(REPO_ROOT, 'cli', 'dist', 'campus.mjs');

/** Students straight into the database (one argon2 hash for all): their usernames. */
async function students(handle: DatabaseHandle): Promise<string[]> {
  const passwordHash = await hashPassword('campus123');
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        firstName: 'Bench',
        lastName: `Student ${i}`,
        username: `bench_student_${i}`,
        passwordHash,
        isStudent: true,
        schoolGrade: '8',
      })),
    )
    .returning({ username: users.username });
  return rows.map((row) => row.username);
}

/** A published public course with unlimited places (max_quantity null), taught by the admin. */
async function openCourse(handle: DatabaseHandle, adminId: number): Promise<number> {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [course] = await handle.db
    .insert(courses)
    .values({
      name: 'Bench Enrollment Course',
      status: 'published',
      visibility: 'public',
      teacherId: adminId,
      creatorId: adminId,
      maxQuantity: null,
      date,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('no course row');
  return course.id;
}

interface Run {
  exitCode: number | null;
  stderr: string;
  wallMs: number;
}

/**
 * Runs the CLI without blocking this process's event loop (the server answers from here): spawn, not
 * spawnSync. stdout (1,000 report rows) is drained and dropped; stderr is kept for the summary line.
 */
function runCli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stderr, wallMs: performance.now() - start }));
  });
}

/** The course's enrolled students, counted through the owners' list (GET /courses/{id}/enrollments). */
async function enrolledCount(api: string, token: string, courseId: number): Promise<number> {
  const response = await fetch(`${api}/courses/${courseId}/enrollments?status=enrolled`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /courses/${courseId}/enrollments answered ${response.status}`);
  const body = (await response.json()) as { data: unknown[] };
  return body.data.length;
}

const bench: Bench = {
  name: 'courses-enroll',
  description: `campus courses enroll --csv: ${STUDENTS.toLocaleString('en-US')} students into one course, over HTTP`,
  async run() {
    if (!existsSync(CLI))
      timeCommand(process.execPath, [join(REPO_ROOT, 'cli', 'build.mjs')], REPO_ROOT, 120_000);
    const handle = await connectDatabase({ kind: 'pglite' });
    const folder = await mkdtemp(join(tmpdir(), 'campus-bench-enroll-'));
    try {
      await migrateDatabase(handle);
      await seedDemoData(handle.db);
      // Before the students go in, the demo accounts are few: found without a query builder import.
      const admin = (await handle.db.select({ id: users.id, username: users.username }).from(users)).find(
        (user) => user.username === 'admin',
      );
      if (!admin) throw new Error('no admin account in the demo data');
      const usernames = await students(handle);
      const courseId = await openCourse(handle, admin.id);
      const csv = join(folder, 'students.csv');
      await writeFile(csv, `username\n${usernames.join('\n')}\n`);

      const app = await buildApp({ database: handle, dataDir: join(folder, 'data'), guestPageCache: false });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
        const token = (await issueToken(handle.db, admin.id)).token;
        const env = {
          ...process.env,
          CAMPUS_API_URL: api,
          CAMPUS_TOKEN: token,
          CAMPUS_CONFIG_DIR: join(folder, 'config'),
        };
        // Planning alone first (reads the CSV, the course with its enrollments, the course users; changes nothing).
        const dryRun = await runCli(['courses', 'enroll', String(courseId), '--csv', csv, '--dry-run'], env);
        const afterDryRun = await enrolledCount(api, token, courseId);
        const run = await runCli(['courses', 'enroll', String(courseId), '--csv', csv], env);
        const enrolled = await enrolledCount(api, token, courseId);
        const summary = run.stderr.trim().split('\n').at(-1) ?? '';
        const seconds = run.wallMs / 1000;
        return {
          headers: ['figure', 'PGlite (in memory)'],
          rows: [
            ['wall time, spawn to exit', ms(run.wallMs)],
            ['rate', `${Math.round(STUDENTS / seconds)} students/s`],
            ['--dry-run first (start, CSV, planning calls)', ms(dryRun.wallMs)],
            ['enrolled after --dry-run', String(afterDryRun)],
            ['enrolled afterwards', `${enrolled} of ${STUDENTS}${enrolled === STUDENTS ? '' : '  MISSING!'}`],
            ['CLI exit code', String(run.exitCode)],
            ['CLI summary line', summary],
          ],
          notes: [
            `Target: under ${TARGET_S} s (${seconds < TARGET_S ? 'met' : 'NOT met'} this run; a figure, not a test).`,
            'One POST /api/admin/courses/{id}/enrollments/batch per 1,000 students (one call here, one transaction);',
            'the time includes the CLI start, reading the CSV and the planning calls (course and enrollments, course',
            'users, the signed-in user).',
            ...(run.exitCode === 0 ? [] : [`The CLI failed: ${run.stderr.trim().slice(-500)}`]),
            ...(dryRun.exitCode === 0 ? [] : [`The dry run failed: ${dryRun.stderr.trim().slice(-500)}`]),
          ],
        };
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
};

export default bench;
