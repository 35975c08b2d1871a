import type { CampusClient } from '@campus/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import type { ExitCodeValue } from '../../errors.js';
import { UsageError } from '../../errors.js';
import type { GlobalOptions } from '../../session.js';
import { type PlannedRow, reportBulk, runBulk } from './bulk.js';
import type { CsvUserRow } from './csv-users.js';
import { writeFailedCsv } from './failed-csv.js';
import { withSignedInClient } from './signed-in.js';
import { addUserSourceOptions, loadUserRows, type UserSource, userSourceFrom } from './user-source.js';
import { booleanValue, type ParsedInput, stringValue } from './verb.js';

// The flow every bulk user verb (groups add-members and remove-members, orgs add-users) shares: the
// target's id, the users from --user or --csv, --dry-run; plan every row, run the plan, report per row.

export interface BulkUsersOptions {
  globals: GlobalOptions;
  id: number;
  source: UserSource;
  dryRun: boolean;
  /** --failed-csv FILE: where the failed rows go, to retry with --csv. */
  failedCsv: string | null;
}

/** Declares `<id>`, --user/--csv and --dry-run; `more` declares the verb's own options before --dry-run. */
export function configureBulkUsers(
  command: Command,
  idHelp: string,
  csvHelp: string,
  more?: (command: Command) => void,
): void {
  command.argument('<id>', idHelp);
  addUserSourceOptions(command, csvHelp);
  more?.(command);
  command
    .option('--dry-run', 'resolve and check every row, print what would happen, change nothing')
    .option('--failed-csv <file>', 'write the failed rows there (same columns --csv reads) to retry them');
}

/** The shared options, `id` parsed by the verb (it names the kind of target in its messages). */
export function bulkUsersOptions({ values, globals }: ParsedInput, id: number): BulkUsersOptions {
  const failedCsv = stringValue(values, 'failedCsv') ?? null;
  if (failedCsv !== null && (failedCsv.trim() === '' || failedCsv === '-'))
    throw new UsageError('--failed-csv needs a file name (stdout holds the report).');
  return { globals, id, source: userSourceFrom(values), dryRun: booleanValue(values, 'dryRun'), failedCsv };
}

/**
 * Reads the rows, plans them with a client for the signed-in profile, runs the plan (nothing with
 * --dry-run) and reports one result per row: exit 1 when any row failed. `fallback` is the message of a
 * failed call without a server message.
 */
export async function runBulkUsers(
  options: BulkUsersOptions,
  ctx: CliContext,
  fallback: string,
  plan: (client: CampusClient, rows: readonly CsvUserRow[]) => Promise<PlannedRow[]>,
): Promise<ExitCodeValue> {
  const rows = await loadUserRows(options.source, ctx);
  const report = await withSignedInClient(options.globals, ctx, async (client) =>
    runBulk(ctx, await plan(client, rows), {
      dryRun: options.dryRun,
      json: options.globals.json,
      fallback,
    }),
  );
  const exitCode = await reportBulk(ctx, report, {
    dryRun: options.dryRun,
    json: options.globals.json,
    jq: options.globals.jq,
  });
  if (options.failedCsv !== null) await writeFailedCsv(ctx, options.failedCsv, report);
  return exitCode;
}
