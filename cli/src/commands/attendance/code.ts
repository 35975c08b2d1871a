import type { CheckinPanel } from '@campus/sdk';
import type { Command } from 'commander';
import { printFields, printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { COURSES_LIST } from '../courses/shared/course-rows.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { terminalQr } from './shared/terminal-qr.js';

export interface AttendanceCodeOptions {
  globals: GlobalOptions;
  sessionId: number;
  courseId: number;
  /** Make a new code first (the old link stops working). */
  regenerate: boolean;
  /** Print the QR code even when stdout is not a terminal. */
  qr: boolean | undefined;
}

function windowText(panel: CheckinPanel): string {
  if (!panel.opens_at || !panel.closes_at) return '-';
  const at = (iso: string) =>
    new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return `${at(panel.opens_at)} to ${at(panel.closes_at)} (${panel.window.replace('_', ' ')})`;
}

export const attendanceCode = defineVerb<AttendanceCodeOptions>({
  path: ['attendance', 'code'],
  summary:
    "A session's check-in link and its QR code (the course's staff): students open it to be marked present, or late after the start",
  examples: [
    'campus attendance code 14 --course 3',
    '# A new code: the old link and QR code stop working',
    'campus attendance code 14 --course 3 --new',
    '# Just the link, for a script',
    'campus attendance code 14 --course 3 --no-qr',
  ],
  configure(command: Command) {
    command
      .argument('<session>', 'the session id (from `campus courses sessions list COURSE`)')
      .requiredOption('--course <id>', 'the course of the session')
      .option('--new', 'make a new code first; the old link stops working')
      .option('--qr', 'print the QR code even when stdout is not a terminal')
      .option('--no-qr', 'print no QR code');
  },
  options: ({ args, values, globals }) => ({
    globals,
    sessionId: parseId(args[0], 'session', 'campus courses sessions list COURSE'),
    courseId: parseId(stringValue(values, 'course'), 'course', COURSES_LIST),
    regenerate: booleanValue(values, 'new'),
    qr: typeof values.qr === 'boolean' ? values.qr : undefined,
  }),
  async run(options, ctx) {
    const { io } = ctx;
    const { courseId, sessionId } = options;
    const panel = await withSignedInClient(options.globals, ctx, (client) =>
      options.regenerate
        ? client.checkin.regenerateSessionCode(courseId, sessionId)
        : client.checkin.sessionPanel(courseId, sessionId),
    );
    if (options.globals.json) {
      printJson(io, panel);
      return undefined;
    }
    // The link is the data; on a terminal (or with --qr) the QR code follows, for a room to scan.
    io.stdout.write(`${panel.url}\n`);
    if (options.qr ?? io.stdoutIsTTY) io.stdout.write(await terminalQr(panel.url));
    if (io.stdoutIsTTY) {
      printFields(io, [
        ['Window', windowText(panel)],
        ['Checked in', `${panel.checked_in.length} of ${panel.expected}`],
      ]);
    }
    if (options.regenerate) printStatus(io, 'A new check-in code was made: the old link no longer works.');
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(attendanceCode, argv);
