import type { AdminUserListRequest, Paged, User } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { toCsv } from '../shared/csv-write.js';
import { isIdText } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { allUsers } from './shared/fetch-users.js';
import { pageSummary, USER_CSV_HEADERS, USER_HEADERS, userCsvRow, userRow } from './shared/user-rows.js';

export interface UsersListOptions {
  globals: GlobalOptions;
  request: Omit<AdminUserListRequest, 'page' | 'per_page'>;
  page: number;
  all: boolean;
  csv: boolean;
}

function positive(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!isIdText(text.trim()))
    throw new UsageError(`${flag} needs a whole number of at least 1, not "${text}".`);
  return Number(text.trim());
}

export const usersList = defineVerb<UsersListOptions>({
  path: ['users', 'list'],
  summary: 'List users, 25 a page, sorted by last name (admins): table, --json or --csv',
  examples: [
    'campus users list',
    'campus users list --students --grade 8 --org 1',
    'campus users list --search smith --page 2',
    '# Every user as CSV (save it to a file: `campus users import` reads the same columns back)',
    'campus users list --all --csv',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.UserSchema),
  configure(command: Command) {
    command
      .option('--org <id>', 'only the users of this organization (from `campus orgs list`)')
      .option('--grade <grade>', 'only this school grade (Pre-K, KK, 1 to 12, University, Masters, Ph.D.)')
      .option('--students', 'only students')
      .option('--search <text>', 'first, last or username or email containing the text (any case)')
      .option('--page <n>', 'the page to show (25 a page)')
      .option('--all', 'every page')
      .option('--csv', `print CSV (${USER_CSV_HEADERS.join(', ')})`);
  },
  options({ values, globals }) {
    const csv = booleanValue(values, 'csv');
    if (csv && globals.json) throw new UsageError('Give --csv or --json, not both.');
    const all = booleanValue(values, 'all');
    const page = positive(stringValue(values, 'page'), '--page');
    if (all && page !== undefined) throw new UsageError('Give --page or --all, not both.');
    const org = positive(stringValue(values, 'org'), '--org');
    const search = stringValue(values, 'search')?.trim();
    return {
      globals,
      page: page ?? 1,
      all,
      csv,
      request: {
        ...(org === undefined ? {} : { organization_id: org }),
        ...(stringValue(values, 'grade') === undefined ? {} : { school_grade: stringValue(values, 'grade') }),
        ...(booleanValue(values, 'students') ? { is_student: true } : {}),
        ...(search ? { search } : {}),
      },
    };
  },
  async run(options, ctx) {
    const { SCHOOL_GRADES } = await loadSdk();
    const grade = options.request.school_grade;
    if (grade !== undefined && !(SCHOOL_GRADES as readonly string[]).includes(grade)) {
      throw new UsageError(`Unknown grade "${grade}": use one of ${SCHOOL_GRADES.join(', ')}.`);
    }
    const { page, users } = await withSignedInClient(options.globals, ctx, async (client) => {
      if (options.all) {
        const fetched = await allUsers(client, options.request);
        return { page: fetched.first, users: fetched.users };
      }
      const one: Paged<User> = await client.admin.listUsers({ ...options.request, page: options.page });
      return { page: one, users: one.data };
    });
    // JSON is the users alone (as gh prints lists); which page it was goes to stderr as for the table.
    if (options.globals.json) await printJson(ctx.io, users, options.globals);
    else if (options.csv) ctx.io.stdout.write(toCsv(USER_CSV_HEADERS, users.map(userCsvRow)));
    else if (users.length > 0) printTable(ctx.io, USER_HEADERS, users.map(userRow));
    printStatus(ctx.io, pageSummary(page, users.length, options.all));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(usersList, argv);
