import type { CliContext } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { readFileArg } from '../../shared/read-file-arg.js';
import { USER_FORM_FIELDS } from './user-rows.js';

/** The relation columns: usernames (parents, manager) and group names, resolved before any change. */
export const RELATION_COLUMNS = ['parents', 'manager', 'groups'] as const;

/** Every column `users import` reads. */
export const IMPORT_COLUMNS = [...USER_FORM_FIELDS, 'password', ...RELATION_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Columns read and ignored: `id` (what `users list --csv` writes first) and `reason` (what the failed-rows
 * file adds), so both files import back as they are.
 */
export const IGNORED_COLUMNS = ['id', 'reason'] as const;

/** One data row of an import CSV. */
export interface ImportCsvRow {
  /** The line in the file (the header is line 1), as a spreadsheet numbers it. */
  row: number;
  /** The row's cells by column (only the file's columns), as written (not trimmed). */
  cells: Partial<Record<ImportColumn, string>>;
  /** Every cell of the row by the file's header, to write the failed rows back as they were. */
  raw: Record<string, string>;
}

export interface ImportCsv {
  /** The header as written (lower case, trimmed), for the failed-rows file. */
  header: string[];
  rows: ImportCsvRow[];
}

/**
 * Parses an import CSV: a header with `username` and any of IMPORT_COLUMNS (case and spaces around names
 * ignored). A usage error (exit 2) for text that is not CSV, a header without username or with an unknown
 * column (a typo would otherwise silently import nothing), or no rows.
 */
export async function parseImportCsv(text: string, source = 'The CSV'): Promise<ImportCsv> {
  // Loaded here, not at start-up: only the bulk commands read CSV.
  const { parse } = await import('csv-parse/sync');
  let header: string[] = [];
  let parsed: Array<{ record: Record<string, string | undefined>; info: { lines: number } }>;
  try {
    parsed = parse(text, {
      bom: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim().toLowerCase());
        return header;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    });
  } catch (error) {
    throw new UsageError(
      `${source} is not valid CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const known: readonly string[] = [...IMPORT_COLUMNS, ...IGNORED_COLUMNS];
  const unknown = header.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`${source} has unknown column(s): ${unknown.join(', ')}.`, [
      `Known columns: ${IMPORT_COLUMNS.join(', ')} (id and reason are ignored).`,
    ]);
  }
  if (!header.includes('username')) {
    throw new UsageError(`${source} needs a username column; its header has: ${header.join(', ')}.`);
  }
  if (parsed.length === 0) throw new UsageError(`${source} has no rows under its header.`);
  const columns = IMPORT_COLUMNS.filter((column) => header.includes(column));
  return {
    header,
    rows: parsed.map(({ record, info }) => {
      const raw: Record<string, string> = {};
      for (const name of header) raw[name] = record[name] ?? '';
      const cells: ImportCsvRow['cells'] = {};
      for (const column of columns) cells[column] = record[column] ?? '';
      return { row: info.lines, cells, raw };
    }),
  };
}

/** Reads FILE (or stdin for `-`) and parses it (see parseImportCsv). */
export async function readImportCsv(path: string, ctx: CliContext): Promise<ImportCsv> {
  const source = path === '-' ? 'The CSV on stdin' : `The CSV file ${path}`;
  return parseImportCsv(await readFileArg(path, ctx, 'the CSV file'), source);
}

/** A list cell ("ana; bo"): the non-blank items, trimmed. */
export function listCell(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A yes/no cell: true, false, yes, no, y, n, 1, 0 (any case); blank is undefined; else null (invalid). */
export function booleanCell(cell: string | undefined): boolean | undefined | null {
  const text = (cell ?? '').trim().toLowerCase();
  if (text === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(text)) return true;
  if (['false', 'no', 'n', '0'].includes(text)) return false;
  return null;
}
