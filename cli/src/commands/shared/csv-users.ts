import type { CliContext } from '../../context.js';
import { UsageError } from '../../errors.js';
import { readFileArg } from './read-file-arg.js';
import { type UserRef, userRef } from './users.js';

/** One data row of a users CSV. `row` is its line in the file (the header is line 1), as a spreadsheet numbers it. */
export interface CsvUserRow {
  row: number;
  /** Null when the row names nobody (both cells blank). */
  ref: UserRef | null;
  /** The row's `role` cell, when the file has that column and the cell is not blank. */
  role?: string;
}

const USER_COLUMNS = ['user_id', 'id', 'username'] as const;

/**
 * The rows of a CSV with a header naming a `username` or `user_id` (or `id`) column, and optionally
 * `role`; other columns are ignored. When a row has both, a non-blank user_id wins. A usage error (exit
 * 2) for text that is not CSV, a header without a user column, or no rows.
 */
export async function parseUserCsv(text: string, source = 'The CSV'): Promise<CsvUserRow[]> {
  // Loaded here, not at start-up: only the bulk commands read CSV.
  const { parse } = await import('csv-parse/sync');
  let parsed: Array<{ record: Record<string, string | undefined>; info: { lines: number } }>;
  try {
    parsed = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    });
  } catch (error) {
    throw new UsageError(
      `${source} is not valid CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const first = parsed[0];
  if (!first) throw new UsageError(`${source} has no rows under its header.`);
  const columns = Object.keys(first.record);
  if (!USER_COLUMNS.some((column) => columns.includes(column))) {
    throw new UsageError(
      `${source} needs a username or user_id column; its header has: ${columns.join(', ')}.`,
    );
  }
  return parsed.map(({ record, info }) => {
    const id = (record.user_id ?? record.id ?? '').trim();
    const username = (record.username ?? '').trim();
    const role = record.role?.trim();
    const cell = id || username;
    return { row: info.lines, ref: cell ? userRef(cell) : null, ...(role ? { role } : {}) };
  });
}

/** Reads FILE (or stdin for `-`) and parses it (see parseUserCsv). */
export async function readUserCsv(path: string, ctx: CliContext): Promise<CsvUserRow[]> {
  const source = path === '-' ? 'The CSV on stdin' : `The CSV file ${path}`;
  return parseUserCsv(await readFileArg(path, ctx, 'the CSV file'), source);
}
