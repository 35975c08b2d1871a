import { readFile } from 'node:fs/promises';
import type { CliContext } from '../../context.js';
import { UsageError } from '../../errors.js';
import { readAll } from '../../io.js';

/**
 * The text of a file named on the command line, or stdin for `-`; a missing or unreadable file is a
 * usage error (exit 2) naming it: `what` is e.g. 'the CSV file'.
 */
export async function readFileArg(path: string, ctx: CliContext, what: string): Promise<string> {
  if (path === '-') return readAll(ctx.io.stdin);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new UsageError(`Cannot read ${what} ${path} (${reason}).`);
  }
}
