import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
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
  examples: ['campus orgs list', "campus orgs list --json | jq -r '.[].name'"],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const orgs = await withSignedInClient(options.globals, ctx, (client) => client.organizations.list());
    if (options.globals.json) printJson(ctx.io, orgs);
    else if (orgs.length === 0) printStatus(ctx.io, 'No organizations.');
    else printTable(ctx.io, ORG_HEADERS, orgs.map(orgRow));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsList, argv);
