import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { toCsv } from '../shared/csv-write.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import {
  COURSES_LIST,
  ENROLLMENT_CSV_HEADERS,
  ENROLLMENT_HEADERS,
  enrollmentCsvRow,
  enrollmentRow,
} from './shared/course-rows.js';

export interface CoursesEnrollmentsOptions {
  globals: GlobalOptions;
  id: number;
  /** As typed: the sdk's schema checks it (aliases such as pending are accepted) before any call. */
  status: string | null;
  csv: boolean;
}

export const coursesEnrollments = defineVerb<CoursesEnrollmentsOptions>({
  path: ['courses', 'enrollments'],
  summary: "List a course's enrollments with the students (owners and admins; table, --json or --csv)",
  examples: [
    'campus courses enrollments 3',
    '# The join requests waiting for approval',
    'campus courses enrollments 3 --status requested',
    '# As CSV (user_id, username, ...): save it, and enroll --csv or unenroll --csv read it back',
    'campus courses enrollments 3 --csv',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.EnrollmentSchema),
  configure(command: Command) {
    command
      .argument('<id>', 'the course id (from `campus courses list`)')
      .option('--status <status>', 'only this status: enrolled, requested, rejected or completed')
      .option('--csv', 'print CSV (user_id, username, first_name, last_name, status, enrolled_at)');
  },
  options({ args, values, globals }) {
    const csv = booleanValue(values, 'csv');
    if (csv && globals.json) throw new UsageError('Give --csv or --json, not both.');
    return {
      globals,
      id: parseId(args[0], 'course', COURSES_LIST),
      status: stringValue(values, 'status') ?? null,
      csv,
    };
  },
  async run(options, ctx) {
    const { EnrollmentListQuerySchema } = await loadSdk();
    const parsed = EnrollmentListQuerySchema.safeParse({ status: options.status ?? undefined });
    if (!parsed.success)
      throw new UsageError(
        `Invalid --status "${options.status}": enrolled, requested, rejected or completed.`,
      );
    const enrollments = await withSignedInClient(options.globals, ctx, (client) =>
      client.courses.enrollments(options.id, { status: parsed.data.status }),
    );
    if (options.globals.json) await printJson(ctx.io, enrollments, options.globals);
    else if (options.csv)
      ctx.io.stdout.write(toCsv(ENROLLMENT_CSV_HEADERS, enrollments.map(enrollmentCsvRow)));
    else if (enrollments.length === 0) printStatus(ctx.io, 'No enrollments.');
    else printTable(ctx.io, ENROLLMENT_HEADERS, enrollments.map(enrollmentRow));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(coursesEnrollments, argv);
