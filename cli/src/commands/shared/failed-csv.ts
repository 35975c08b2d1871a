import { writeFile } from 'node:fs/promises';
import type { CliContext } from '../../context.js';
import { CliError } from '../../errors.js';
import { printStatus } from '../../output.js';
import type { ReportRow } from './bulk.js';
import { toCsv } from './csv-write.js';

/**
 * The columns of the failed rows file: `--csv` reads it back (username and user_id; a non-blank user_id
 * wins), so a retry is `--csv failed.csv`. `row` is the line of the input, `error` why it failed.
 */
export const FAILED_CSV_HEADERS = ['username', 'user_id', 'row', 'error'];

export function failedCsv(rows: readonly ReportRow[]): string {
  return toCsv(
    FAILED_CSV_HEADERS,
    rows
      .filter((row) => !row.ok)
      .map((row) => [
        row.user,
        row.user_id === null ? '' : String(row.user_id),
        String(row.row),
        row.message ?? row.result,
      ]),
  );
}

/** Writes the failed rows (the header alone when none failed, so the file always matches the run). */
export async function writeFailedCsv(
  ctx: CliContext,
  path: string,
  rows: readonly ReportRow[],
): Promise<void> {
  const failed = rows.filter((row) => !row.ok).length;
  try {
    await writeFile(path, failedCsv(rows));
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unwritable';
    throw new CliError(`Cannot write the failed rows to ${path} (${reason}).`);
  }
  printStatus(ctx.io, `Wrote ${failed} failed row(s) to ${path}.`);
}
