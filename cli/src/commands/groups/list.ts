import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { GROUP_HEADERS, groupRow } from './shared/group-rows.js';

export interface GroupsListOptions {
  globals: GlobalOptions;
}

export const groupsList = defineVerb<GroupsListOptions>({
  path: ['groups', 'list'],
  summary: 'List groups: all of them for admins, else those you belong to or coordinate',
  examples: [
    'campus groups list',
    '# The names only, for scripts',
    "campus groups list --json id,name --jq '.[].name'",
  ],
  jsonFields: (sdk) => fieldsOf(sdk.GroupSchema),
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const groups = await withSignedInClient(options.globals, ctx, (client) => client.groups.list());
    if (options.globals.json) {
      await printJson(ctx.io, groups, options.globals);
      return undefined;
    }
    if (groups.length === 0) {
      printStatus(ctx.io, 'No Groups Found');
      return undefined;
    }
    printTable(ctx.io, GROUP_HEADERS, groups.map(groupRow));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsList, argv);
