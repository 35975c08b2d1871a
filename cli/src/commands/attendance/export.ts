import { writeFile } from 'node:fs/promises';
import type { AttendanceSheet, AttendanceSheetRow } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { COURSES_LIST } from '../courses/shared/course-rows.js';
import { toCsv } from '../shared/csv-write.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';

export interface AttendanceExportOptions {
  globals: GlobalOptions;
  courseId: number;
  csv: boolean;
  /** Write to this file instead of stdout. */
  output: string | undefined;
}

/** The CSV's columns: one row per session and enrolled student. */
export const ATTENDANCE_CSV_HEADERS = [
  'session_id',
  'session_date',
  'start_time',
  'user_id',
  'username',
  'first_name',
  'last_name',
  'status',
  'checked_in_at',
  'checkin_method',
] as const;

function csvRow(row: AttendanceSheetRow): string[] {
  return [
    String(row.session_id),
    row.session_date,
    row.start_time ?? '',
    String(row.user.id),
    row.user.username,
    row.user.first_name,
    row.user.last_name,
    row.status ?? '',
    row.checked_in_at ?? '',
    row.checkin_method ?? '',
  ];
}

function tableRow(row: AttendanceSheetRow): string[] {
  const name = [row.user.first_name, row.user.last_name].filter(Boolean).join(' ') || row.user.username;
  return [
    `${row.session_date}${row.start_time ? ` ${row.start_time}` : ''}`,
    name,
    row.status ?? '-',
    row.checked_in_at
      ? `${new Date(row.checked_in_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} (${row.checkin_method === 'code' ? 'code' : 'by hand'})`
      : '-',
  ];
}

export const attendanceExport = defineVerb<AttendanceExportOptions>({
  path: ['attendance', 'export'],
  summary:
    "A course's attendance, every session by every enrolled student with status and check-in time (the course's staff): table, --csv or --json",
  examples: [
    'campus attendance export 3',
    'campus attendance export 3 --csv > attendance.csv',
    'campus attendance export 3 --csv --output attendance.csv',
    'campus attendance export 3 --json',
  ],
  configure(command: Command) {
    command
      .argument('<course>', `the course id (from \`${COURSES_LIST}\`)`)
      .option('--csv', `write CSV (${ATTENDANCE_CSV_HEADERS.join(', ')})`)
      .option('--output <file>', 'write to this file instead of stdout');
  },
  options({ args, values, globals }) {
    const csv = booleanValue(values, 'csv');
    if (csv && globals.json) throw new UsageError('Give --csv or --json, not both.');
    return {
      globals,
      courseId: parseId(args[0], 'course', COURSES_LIST),
      csv,
      output: stringValue(values, 'output'),
    };
  },
  async run(options, ctx) {
    const { io } = ctx;
    const sheet: AttendanceSheet = await withSignedInClient(options.globals, ctx, (client) =>
      client.checkin.courseAttendance(options.courseId),
    );
    const text = options.globals.json
      ? `${JSON.stringify(sheet, null, 2)}\n`
      : options.csv || options.output
        ? toCsv(ATTENDANCE_CSV_HEADERS, sheet.rows.map(csvRow))
        : null;
    if (options.output) {
      await writeFile(options.output, text ?? '');
      printStatus(io, `Wrote ${sheet.rows.length} row(s) to ${options.output}.`);
      return undefined;
    }
    if (options.globals.json) printJson(io, sheet);
    else if (text !== null) io.stdout.write(text);
    else if (sheet.rows.length === 0) printStatus(io, 'No sessions or no enrolled students yet.');
    else printTable(io, ['Session', 'Student', 'Status', 'Checked in'], sheet.rows.map(tableRow));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(attendanceExport, argv);
