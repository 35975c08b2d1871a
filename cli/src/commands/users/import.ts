import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { parseVerb } from '../shared/parse.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { IMPORT_COLUMNS } from './shared/import-csv.js';
import { type ImportOptions, runImport } from './shared/import-run.js';

export const usersImport = defineVerb<ImportOptions>({
  path: ['users', 'import'],
  summary: 'Create or update users from a CSV, by username (admins); a dry run unless --run',
  examples: [
    '# What would be created, changed or left as it is; changes nothing',
    'campus users import people.csv',
    'campus users import people.csv --run',
    '# Fix the failed rows in people.failed.csv (its reason column is ignored), then',
    'campus users import people.failed.csv --run',
  ],
  configure(command: Command) {
    command
      .argument('<file>', 'the CSV file (- reads stdin)')
      .option('--run', 'apply the changes (without it: a dry run)')
      .option('--failed <file>', 'where the failed rows go (default: next to the input, NAME.failed.csv)');
    command.addHelpText(
      'after',
      `
Columns (a header row, any order; username is required):
  ${IMPORT_COLUMNS.slice(0, 8).join(', ')},
  ${IMPORT_COLUMNS.slice(8).join(', ')}.
id and reason are ignored, so \`campus users list --csv\` and the failed-rows file import back as they are.

A username that is not a user yet is created (first_name, last_name, state and password are then required);
an existing one is updated: the record is merged with the row's non-blank cells (a blank cell keeps the
current value) and only a row that changes something is sent. The password is used only to create a user:
an import never changes an existing user's password (use \`campus users update ID --password-stdin\`).
is_student takes true/false (yes/no, 1/0). parents are usernames separated by ';', manager is a username,
groups are group names (or ids) separated by ';'. parents and groups only add (a parent or membership the
row does not name is kept); manager sets whom the user reports to (blank keeps the current one). A parent
or manager may be an existing user or another row of the file.

Every row is checked with the server's own rules before any request; a bad row is a failed row with its
reason, never a stop. With --run: users are created and updated in calls of up to 500 rows (one
transaction each; a row the server refuses fails alone), then the relations are added (groups one call
per group).
The failed rows are written with a reason column (with --run). One summary line: "Created N, updated N,
unchanged N, failed N." Exit 1 when any row failed (or would fail), 0 otherwise; running the same file
again changes nothing and reports every row unchanged.`,
    );
  },
  options({ args, values, globals }) {
    const file = args[0];
    if (file === undefined || file.trim() === '') throw new UsageError('Give the CSV file (or - for stdin).');
    const failed = stringValue(values, 'failed') ?? null;
    if (failed !== null && (failed.trim() === '' || failed === '-'))
      throw new UsageError('--failed needs a file name (stdout holds the report).');
    return { globals, file, run: booleanValue(values, 'run'), failed };
  },
  run: (options, ctx) => runImport(options, ctx),
});

export const parse = (argv: readonly string[]) => parseVerb(usersImport, argv);
