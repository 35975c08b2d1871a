import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { toCsv } from '../shared/csv-write.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { GROUPS_LIST, MEMBER_HEADERS, memberRow } from './shared/group-rows.js';

export interface GroupsMembersOptions {
  globals: GlobalOptions;
  id: number;
  csv: boolean;
}

/** The CSV columns: add-members --csv reads the same file back (it looks at username or user_id). */
export const MEMBER_CSV_HEADERS = [
  'user_id',
  'username',
  'first_name',
  'last_name',
  'gender',
  'is_student',
  'school_grade',
];

export const groupsMembers = defineVerb<GroupsMembersOptions>({
  path: ['groups', 'members'],
  summary: "List a group's members, sorted by last name (table, --json or --csv)",
  examples: [
    'campus groups members 3',
    '# As CSV (save it to a file: add-members --csv reads it back)',
    'campus groups members 3 --csv',
    'campus groups members 3 --json username,school_grade',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.GroupMemberSchema),
  configure(command: Command) {
    command
      .argument('<id>', 'the group id (from `campus groups list`)')
      .option('--csv', 'print CSV (user_id, username, names, gender, is_student, school_grade)');
  },
  options({ args, values, globals }) {
    const csv = booleanValue(values, 'csv');
    if (csv && globals.json) throw new UsageError('Give --csv or --json, not both.');
    return { globals, id: parseId(args[0], 'group', GROUPS_LIST), csv };
  },
  async run(options, ctx) {
    const { sortMembers } = await loadSdk();
    const { group } = await withSignedInClient(options.globals, ctx, (client) =>
      client.groups.get(options.id),
    );
    const members = sortMembers(group.users ?? [], 'last_name', 'asc');
    if (options.globals.json) {
      await printJson(ctx.io, members, options.globals);
    } else if (options.csv) {
      const rows = members.map((member) => [
        String(member.id),
        member.username,
        member.first_name,
        member.last_name,
        member.gender ?? '',
        String(member.is_student),
        member.school_grade ?? '',
      ]);
      ctx.io.stdout.write(toCsv(MEMBER_CSV_HEADERS, rows));
    } else if (members.length === 0) {
      printStatus(ctx.io, 'No Members Found');
    } else {
      printTable(ctx.io, MEMBER_HEADERS, members.map(memberRow));
    }
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsMembers, argv);
