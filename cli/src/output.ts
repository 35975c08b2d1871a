import type { IOStreams } from './io.js';

/** Data goes to stdout: JSON for --json, pretty-printed so it reads well and parses the same. */
export function printJson(io: IOStreams, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * One record as label/value lines. On a terminal the labels are aligned; piped, each line is
 * `label<TAB>value` so `cut -f2` works.
 */
export function printFields(io: IOStreams, fields: ReadonlyArray<readonly [string, string]>): void {
  if (!io.stdoutIsTTY) {
    for (const [label, value] of fields) io.stdout.write(`${label}\t${value}\n`);
    return;
  }
  const width = Math.max(0, ...fields.map(([label]) => label.length)) + 1;
  for (const [label, value] of fields) io.stdout.write(`${`${label}:`.padEnd(width + 1)} ${value}\n`);
}

/** Rows under a header on a terminal; tab-separated without the header when piped. */
export function printTable(
  io: IOStreams,
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): void {
  if (!io.stdoutIsTTY) {
    for (const row of rows) io.stdout.write(`${row.join('\t')}\n`);
    return;
  }
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  io.stdout.write(`${line(headers.map((header) => header.toUpperCase()))}\n`);
  for (const row of rows) io.stdout.write(`${line(row)}\n`);
}

/** Status and progress go to stderr, so stdout stays data a script can read. */
export function printStatus(io: IOStreams, message: string): void {
  io.stderr.write(`${message}\n`);
}
