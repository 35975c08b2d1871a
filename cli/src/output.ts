import { CliError, UsageError } from './errors.js';
import type { IOStreams } from './io.js';
import type { GlobalOptions } from './session.js';

/** What --json and --jq asked for (the parts of the global options printJson reads). */
export type JsonRequest = Pick<GlobalOptions, 'jsonFields' | 'jq'>;

/** A record with only the fields asked for, in the order asked (absent ones as null, as gh does). */
function pickFields(record: unknown, fields: readonly string[]): unknown {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const source = record as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, source[field] ?? null]));
}

/** `--json a,b`: a list keeps those fields of each record, one record keeps its own. */
export function selectFields(value: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields) return value;
  return Array.isArray(value) ? value.map((record) => pickFields(record, fields)) : pickFields(value, fields);
}

/** Runs jq (jq-wasm: jq itself compiled to WebAssembly, loaded only for --jq); strings come out raw. */
async function applyJq(json: string, expression: string): Promise<string> {
  const loaded = await import('jq-wasm');
  // A CommonJS module: its functions are the default export, and named ones where Node detects them.
  const jq = loaded.default ?? loaded;
  try {
    return await jq.raw(json, expression, ['-r']);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).trim();
    // A filter that does not compile is a usage error; one that fails on this data is a failure.
    if (/compile error/.test(message)) throw new UsageError(`Invalid --jq expression: ${message}`);
    throw new CliError(`--jq failed: ${message}`);
  }
}

/**
 * Data goes to stdout: JSON for --json, pretty-printed so it reads well and parses the same; only the
 * fields of `--json a,b`; through the --jq filter when one is given.
 */
export async function printJson(io: IOStreams, value: unknown, request: JsonRequest = {}): Promise<void> {
  const json = JSON.stringify(selectFields(value, request.jsonFields), null, 2);
  if (request.jq === undefined) {
    io.stdout.write(`${json}\n`);
    return;
  }
  const output = await applyJq(json, request.jq);
  if (output) io.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
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
