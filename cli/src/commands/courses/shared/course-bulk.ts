import type { CampusClient } from '@campus/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../../../context.js';
import { CliError, type ExitCodeValue, UsageError } from '../../../errors.js';
import type { GlobalOptions } from '../../../session.js';
import { type PlannedRow, type ReportRow, reportBulk, runBulk } from '../../shared/bulk.js';
import type { CsvUserRow } from '../../shared/csv-users.js';
import { writeFailedCsv } from '../../shared/failed-csv.js';
import { parseId } from '../../shared/ids.js';
import { withSignedInClient } from '../../shared/signed-in.js';
import { addUserSourceOptions } from '../../shared/user-source.js';
import { booleanValue, type ParsedInput, stringValue } from '../../shared/verb.js';
import { COURSES_LIST } from './course-rows.js';
import {
  addGroupSourceOptions,
  checkStudentSource,
  loadGroupRows,
  loadLocalRows,
  type StudentSource,
  studentSourceFrom,
} from './student-source.js';

// The flow of `courses enroll` and `courses unenroll`, after the shared bulk-users flow (groups
// add-members): read the rows, plan them, run the plan at most COURSE_BULK_CONCURRENCY calls at once over
// the client's keep-alive pool (nothing with --dry-run), report per row, write the failed rows.

/** As many calls at once as the CLI's undici agent keeps connections (api/client.ts). */
export const COURSE_BULK_CONCURRENCY = 8;

export interface CourseBulkOptions {
  globals: GlobalOptions;
  id: number;
  source: StudentSource;
  dryRun: boolean;
  /** --failed-csv FILE: where the failed rows go, to retry with --csv. */
  failedCsv: string | null;
}

export function configureCourseBulk(command: Command, withGroup: boolean): void {
  command.argument('<id>', 'the course id (from `campus courses list`)');
  addUserSourceOptions(command, 'a CSV file with a username or user_id (or id) column (- reads stdin)');
  if (withGroup) addGroupSourceOptions(command);
  command
    .option('--failed-csv <file>', 'write the failed rows there (same columns --csv reads) to retry them')
    .option('--dry-run', 'resolve and check every row, print what would happen, change nothing');
}

export function courseBulkOptions({ args, values, globals }: ParsedInput): CourseBulkOptions {
  const id = parseId(args[0], 'course', COURSES_LIST);
  const source = studentSourceFrom(values);
  const failedCsv = stringValue(values, 'failedCsv') ?? null;
  if (failedCsv !== null && (failedCsv.trim() === '' || failedCsv === '-'))
    throw new UsageError('--failed-csv needs a file name (stdout holds the report).');
  return { globals, id, source, dryRun: booleanValue(values, 'dryRun'), failedCsv };
}

/**
 * Plans and runs the rows; resolves to the report rows and the exit code (1 when any row failed). Bad
 * input (flags, grade, CSV) exits 2 before any call; no sign-in exits 4.
 */
export async function runCourseBulk(
  options: CourseBulkOptions,
  ctx: CliContext,
  fallback: string,
  plan: (client: CampusClient, rows: readonly CsvUserRow[]) => Promise<PlannedRow[]>,
): Promise<{ rows: ReportRow[]; exitCode: ExitCodeValue }> {
  await checkStudentSource(options.source);
  const local = await loadLocalRows(options.source, ctx);
  const { source } = options;
  const rows = await withSignedInClient(options.globals, ctx, async (client) => {
    const input = local ?? (source.kind === 'group' ? await loadGroupRows(client, source) : []);
    if (input.length === 0 && source.kind === 'group') {
      const grade = source.grade === null ? '' : ` in grade ${source.grade}`;
      throw new CliError(`Group ${source.groupId} has no members${grade}.`);
    }
    return runBulk(ctx, await plan(client, input), {
      dryRun: options.dryRun,
      json: options.globals.json,
      concurrency: COURSE_BULK_CONCURRENCY,
      fallback,
    });
  });
  const exitCode = await reportBulk(ctx, rows, {
    dryRun: options.dryRun,
    json: options.globals.json,
    jq: options.globals.jq,
  });
  if (options.failedCsv !== null) await writeFailedCsv(ctx, options.failedCsv, rows);
  return { rows, exitCode };
}
