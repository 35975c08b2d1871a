import type { Command } from 'commander';
import { printFields, printJson } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { COURSES_LIST } from '../courses/shared/course-rows.js';
import { resolveUserId, userArgument } from '../courses/shared/resolve-user.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';

export interface AttendanceMarkOptions {
  globals: GlobalOptions;
  sessionId: number;
  courseId: number;
  student: string;
  /** As typed: the sdk's AttendanceInputSchema checks it before any call. */
  input: RawAttendance;
}

/** The attendance flags before the sdk's schema has checked them. */
interface RawAttendance {
  status: string | undefined;
  notes: string | null;
  arrival_time: string | null;
  departure_time: string | null;
}

/** Where each field of the attendance input comes from, for the usage error's lines. */
const FLAGS = {
  status: '--status',
  notes: '--notes',
  arrival_time: '--arrival',
  departure_time: '--departure',
};

export const attendanceMark = defineVerb<AttendanceMarkOptions>({
  path: ['attendance', 'mark'],
  summary: "Mark a student's attendance in a course session (the course's staff)",
  examples: [
    'campus attendance mark 14 --course 3 --student emma.wilson --status present',
    'campus attendance mark 14 --course 3 --student 12 --status late --arrival 09:20 --notes Traffic',
  ],
  configure(command: Command) {
    command
      .argument('<session>', 'the session id (from `campus courses sessions list COURSE`)')
      .requiredOption('--course <id>', 'the course of the session')
      .requiredOption('--student <user>', 'the enrolled student: username or id')
      .requiredOption('--status <status>', 'present, absent, late or excused')
      .option('--notes <text>', 'a note on this attendance (up to 500 characters)')
      .option('--arrival <HH:mm>', 'arrival time')
      .option('--departure <HH:mm>', 'departure time (after arrival)');
  },
  options: ({ args, values, globals }) => ({
    globals,
    sessionId: parseId(args[0], 'session', 'campus courses sessions list COURSE'),
    courseId: parseId(stringValue(values, 'course'), 'course', COURSES_LIST),
    student: userArgument(stringValue(values, 'student'), 'student'),
    input: {
      status: stringValue(values, 'status'),
      notes: stringValue(values, 'notes') ?? null,
      arrival_time: stringValue(values, 'arrival') ?? null,
      departure_time: stringValue(values, 'departure') ?? null,
    },
  }),
  async run(options, ctx) {
    const { AttendanceInputSchema } = await loadSdk();
    // The server's own schema, before any call: a bad status or time is a usage error (exit 2).
    const input = validateInput(AttendanceInputSchema, options.input, FLAGS);
    const { courseId, sessionId } = options;
    const attendance = await withSignedInClient(options.globals, ctx, async (client) => {
      // A username is looked up in the session's roster (the enrolled students its staff see).
      const session = await client.courseSessions.get(courseId, sessionId);
      const studentId = resolveUserId(
        options.student,
        session.roster ?? [],
        `${options.student} is not on the roster of session ${sessionId} (the course's enrolled students).`,
      );
      return client.courseSessions.markAttendance(courseId, sessionId, studentId, input);
    });
    if (options.globals.json) await printJson(ctx.io, attendance, options.globals);
    else
      printFields(ctx.io, [
        ['Session', String(attendance.course_session_id)],
        ['Student', attendance.user?.username ?? String(attendance.user_id)],
        ['Status', attendance.status],
        ['Arrival', attendance.arrival_time ?? '-'],
        ['Departure', attendance.departure_time ?? '-'],
        ['Notes', attendance.notes ?? '-'],
      ]);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(attendanceMark, argv);
