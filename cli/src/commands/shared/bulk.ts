import type { CliContext } from '../../context.js';
import { ExitCode, type ExitCodeValue } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import { loadSdk } from './sdk.js';

/** What happened to one row: `ok` false counts as failed (exit 1). */
export interface RowOutcome {
  result: string;
  ok: boolean;
  /** Why it failed: the server's message, or what resolving the row found. */
  message?: string;
}

/** One row of a bulk command, resolved and checked before anything changes. */
export interface PlannedRow {
  /** The CSV line (header = 1), or the position among the --user values. */
  row: number;
  /** The user as given (username or id). */
  user: string;
  userId: number | null;
  /** Decided without a call: failed to resolve, already a member, a repeat of an earlier row. */
  settled?: RowOutcome;
  /** The call that changes this row, resolving to its result ('added'); run unless --dry-run. */
  apply?: () => Promise<string>;
  /** What --dry-run reports for a row with `apply` ('would add'). */
  wouldDo: string;
}

export interface ReportRow extends RowOutcome {
  row: number;
  user: string;
  user_id: number | null;
}

export interface BulkOptions {
  dryRun: boolean;
  json: boolean;
  /** How many calls run at once. */
  concurrency?: number;
  /** The catalogue's message for a failed call without a server message. */
  fallback: string;
}

export const BULK_CONCURRENCY = 4;

/** A progress bar on stderr, only when a person watches (stdout a terminal, no --json). */
async function progressBar(ctx: CliContext, total: number, show: boolean) {
  if (!show || total === 0) return { tick() {}, stop() {} };
  const { default: progress } = await import('cli-progress');
  const bar = new progress.SingleBar(
    {
      stream: ctx.io.stderr,
      format: '{bar} {value}/{total} rows',
      hideCursor: true,
      clearOnComplete: true,
    },
    progress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { tick: () => bar.increment(), stop: () => bar.stop() };
}

/**
 * Runs every planned row's call (at most `concurrency` at once), or none with --dry-run, and returns one
 * report row per planned row in the order given. A failed call is that row's failure with the server's
 * message; it never stops the other rows.
 */
export async function runBulk(
  ctx: CliContext,
  rows: readonly PlannedRow[],
  options: BulkOptions,
): Promise<ReportRow[]> {
  const base = (row: PlannedRow) => ({ row: row.row, user: row.user, user_id: row.userId });
  if (options.dryRun) {
    return rows.map((row) => ({ ...base(row), ...(row.settled ?? { result: row.wouldDo, ok: true }) }));
  }
  const { default: pLimit } = await import('p-limit');
  const { errorMessage } = await loadSdk();
  const limit = pLimit(options.concurrency ?? BULK_CONCURRENCY);
  const toApply = rows.filter((row) => !row.settled && row.apply).length;
  const bar = await progressBar(ctx, toApply, ctx.io.stdoutIsTTY && !options.json);
  try {
    return await Promise.all(
      rows.map(async (row): Promise<ReportRow> => {
        const { apply } = row;
        if (row.settled || !apply)
          return { ...base(row), ...(row.settled ?? { result: row.wouldDo, ok: true }) };
        return limit(async () => {
          try {
            return { ...base(row), result: await apply(), ok: true };
          } catch (error) {
            return {
              ...base(row),
              result: 'failed',
              ok: false,
              message: errorMessage(error, options.fallback),
            };
          } finally {
            bar.tick();
          }
        });
      }),
    );
  } finally {
    bar.stop();
  }
}

/** "2 added, 1 already a member, 1 failed" in the order results first appear. */
export function summarize(rows: readonly ReportRow[]): string {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.result, (counts.get(row.result) ?? 0) + 1);
  return [...counts].map(([result, count]) => `${count} ${result}`).join(', ');
}

/**
 * The per-row report on stdout (a table, TSV when piped, or JSON), the summary on stderr; exit 1 when
 * any row failed (with --dry-run: would fail).
 */
export function reportBulk(
  ctx: CliContext,
  rows: readonly ReportRow[],
  options: { dryRun: boolean; json: boolean },
): ExitCodeValue {
  const failed = rows.filter((row) => !row.ok).length;
  if (options.json) {
    printJson(ctx.io, { dry_run: options.dryRun, failed, rows });
  } else {
    printTable(
      ctx.io,
      ['Row', 'User', 'Id', 'Result'],
      rows.map((row) => [
        String(row.row),
        row.user,
        row.user_id === null ? '-' : String(row.user_id),
        row.message ? `${row.result}: ${row.message}` : row.result,
      ]),
    );
  }
  const summary = summarize(rows);
  printStatus(ctx.io, options.dryRun ? `Dry run, nothing was changed: ${summary}.` : `${summary}.`);
  return failed > 0 ? ExitCode.failure : ExitCode.ok;
}

/** Marks later rows that name a user already planned as repeats (nothing to do twice). */
export function markRepeats(rows: PlannedRow[]): PlannedRow[] {
  const firstRow = new Map<number, number>();
  return rows.map((row) => {
    if (row.settled || row.userId === null) return row;
    const first = firstRow.get(row.userId);
    if (first === undefined) {
      firstRow.set(row.userId, row.row);
      return row;
    }
    return { ...row, apply: undefined, settled: { result: `repeat of row ${first}`, ok: true } };
  });
}
