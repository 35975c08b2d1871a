import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { ORG_HEADERS, orgRow } from './shared/org-rows.js';

export interface OrgsListOptions {
  globals: GlobalOptions;
}

export const orgsList = defineVerb<OrgsListOptions>({
  path: ['orgs', 'list'],
  summary: 'List every organization, deactivated ones included (admins)',
  examples: ['campus orgs list', "campus orgs list --json id,name --jq '.[].name'"],
  jsonFields: (sdk) => fieldsOf(sdk.OrganizationSchema),
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const orgs = await withSignedInClient(options.globals, ctx, (client) => client.organizations.list());
    if (options.globals.json) await printJson(ctx.io, orgs, options.globals);
    else if (orgs.length === 0) printStatus(ctx.io, 'No organizations.');
    else printTable(ctx.io, ORG_HEADERS, orgs.map(orgRow));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsList, argv);
