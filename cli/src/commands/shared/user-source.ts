import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { UsageError } from '../../errors.js';
import { type CsvUserRow, readUserCsv } from './csv-users.js';
import { type UserRef, userRefsFromFlags } from './users.js';
import { type ParsedInput, stringValue } from './verb.js';

/** Where a bulk command's users come from: --user values, or a CSV file (`-` is stdin). */
export type UserSource = { kind: 'flags'; refs: UserRef[] } | { kind: 'csv'; path: string };

/** Declares --user and --csv on a bulk command. */
export function addUserSourceOptions(command: Command, csvHelp: string): Command {
  return command
    .option('--user <users...>', 'usernames or ids (repeat the flag, or separate with commas)')
    .option('--csv <file>', csvHelp);
}

/** Exactly one of --user and --csv (a usage error otherwise). */
export function userSourceFrom(values: ParsedInput['values']): UserSource {
  const users = values.user;
  const csv = stringValue(values, 'csv');
  const given = Array.isArray(users)
    ? users.filter((value): value is string => typeof value === 'string')
    : [];
  if (given.length > 0 && csv !== undefined) throw new UsageError('Give --user or --csv, not both.');
  if (csv !== undefined) {
    if (csv.trim() === '') throw new UsageError('--csv needs a file name (or - for stdin).');
    return { kind: 'csv', path: csv };
  }
  if (given.length === 0) throw new UsageError('Name the users with --user U... or --csv FILE.');
  return { kind: 'flags', refs: userRefsFromFlags(given) };
}

/** The rows to act on: the CSV's (numbered by line) or the --user values' (numbered from 1). */
export async function loadUserRows(source: UserSource, ctx: CliContext): Promise<CsvUserRow[]> {
  if (source.kind === 'csv') return readUserCsv(source.path, ctx);
  return source.refs.map((ref, index) => ({ row: index + 1, ref }));
}
