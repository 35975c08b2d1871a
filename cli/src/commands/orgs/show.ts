import type { Command } from 'commander';
import { printFields, printJson } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { ORGS_LIST, orgFields } from './shared/org-rows.js';

export interface OrgsShowOptions {
  globals: GlobalOptions;
  id: number;
}

export const orgsShow = defineVerb<OrgsShowOptions>({
  path: ['orgs', 'show'],
  summary: 'Show an organization: description, owner, Stripe account, whether active',
  examples: ['campus orgs show 1', 'campus orgs show 1 --json name,owner,users_count'],
  jsonFields: (sdk) => fieldsOf(sdk.OrganizationSchema),
  configure(command: Command) {
    command.argument('<id>', 'the organization id (from `campus orgs list`)');
  },
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'organization', ORGS_LIST) }),
  async run(options, ctx) {
    const org = await withSignedInClient(options.globals, ctx, (client) =>
      client.organizations.get(options.id),
    );
    if (options.globals.json) await printJson(ctx.io, org, options.globals);
    else printFields(ctx.io, orgFields(org));
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsShow, argv);
