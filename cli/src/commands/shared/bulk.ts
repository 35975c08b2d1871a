import type { CliContext } from '../../context.js';
import { ExitCode, type ExitCodeValue } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import { loadSdk } from './sdk.js';

/**
 * What happened to one row, one of three kinds: a change (`result` says which: 'enrolled', 'added as
 * admin'), `unchanged` (the row was already in the wanted state: `reason` says how), or `failed` (`ok`
 * false, `message` says why; exit 1). An unchanged row is not a failure: running the same file twice
 * succeeds twice.
 */
export interface RowOutcome {
  result: string;
  ok: boolean;
  /** Unchanged rows: why nothing was done, as the summary counts it ('already enrolled', 'repeated'). */
  reason?: string;
  /** Why it failed (the server's message, or what resolving the row found), or an unchanged row's detail. */
  message?: string;
}

/** The `result` of a row already in the wanted state. */
export const UNCHANGED = 'unchanged';

/** A row already in the wanted state; `message` adds a detail the reason does not ('repeat of row 2'). */
export function unchanged(reason: string, message?: string): RowOutcome {
  return { result: UNCHANGED, ok: true, reason, ...(message === undefined ? {} : { message }) };
}

/** A row that fails, or would fail, for `message`. */
export function failed(message: string): RowOutcome {
  return { result: 'failed', ok: false, message };
}

/** One row of a bulk command, resolved and checked before anything changes. */
export interface PlannedRow {
  /** The CSV line (header = 1), or the position among the --user values. */
  row: number;
  /** The user as given (username or id). */
  user: string;
  userId: number | null;
  /** Decided without a call: failed to resolve, already in the wanted state, a repeat of an earlier row. */
  settled?: RowOutcome;
  /**
   * The call that changes this row, run unless --dry-run: resolves to the change made ('added'), or to an
   * outcome when the server found nothing to change (unchanged).
   */
  apply?: () => Promise<string | RowOutcome>;
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
export async function progressBar(ctx: CliContext, total: number, show: boolean) {
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
            const done = await apply();
            return { ...base(row), ...(typeof done === 'string' ? { result: done, ok: true } : done) };
          } catch (error) {
            return { ...base(row), ...failed(errorMessage(error, options.fallback)) };
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

/**
 * The one summary line: the changes by result in the order they first appear, then the unchanged rows
 * with their reasons, then the failed ones (always, so "0 failed" says a run went through):
 * "4 enrolled, 1 unchanged (already enrolled), 0 failed". A dry run says what would happen.
 */
export function summarize(rows: readonly ReportRow[], dryRun = false): string {
  const changes = new Map<string, number>();
  const reasons = new Map<string, number>();
  let unchangedRows = 0;
  let failedRows = 0;
  const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const row of rows) {
    if (!row.ok) failedRows += 1;
    else if (row.result === UNCHANGED) {
      unchangedRows += 1;
      count(reasons, row.reason ?? 'nothing to do');
    } else count(changes, row.result);
  }
  const parts = [...changes].map(([result, n]) => `${n} ${result}`);
  if (unchangedRows > 0) {
    const why =
      reasons.size === 1
        ? [...reasons.keys()].join('')
        : [...reasons].map(([reason, n]) => `${n} ${reason}`).join(', ');
    parts.push(`${unchangedRows} unchanged (${why})`);
  }
  parts.push(`${failedRows} ${dryRun ? 'would fail' : 'failed'}`);
  return parts.join(', ');
}

/**
 * The per-row report on stdout (a table, TSV when piped, or JSON), the one summary line on stderr; exit 1
 * when any row failed (with --dry-run: would fail). Unchanged rows are not failures.
 */
export async function reportBulk(
  ctx: CliContext,
  rows: readonly ReportRow[],
  options: { dryRun: boolean; json: boolean; jq?: string },
): Promise<ExitCodeValue> {
  const failedRows = rows.filter((row) => !row.ok).length;
  if (options.json) {
    const unchangedRows = rows.filter((row) => row.ok && row.result === UNCHANGED).length;
    const report = { dry_run: options.dryRun, failed: failedRows, unchanged: unchangedRows, rows };
    await printJson(ctx.io, report, { jq: options.jq });
  } else {
    printTable(
      ctx.io,
      ['Row', 'User', 'Id', 'Result'],
      rows.map((row) => {
        const detail = row.message ?? row.reason;
        return [
          String(row.row),
          row.user,
          row.user_id === null ? '-' : String(row.user_id),
          detail ? `${row.result}: ${detail}` : row.result,
        ];
      }),
    );
  }
  const summary = summarize(rows, options.dryRun);
  printStatus(ctx.io, options.dryRun ? `Dry run, nothing was changed: ${summary}.` : `${summary}.`);
  return failedRows > 0 ? ExitCode.failure : ExitCode.ok;
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
    return { ...row, apply: undefined, settled: unchanged('repeated', `repeat of row ${first}`) };
  });
}
