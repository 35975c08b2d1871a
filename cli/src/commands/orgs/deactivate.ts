import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { confirmOrExit } from '../shared/confirm.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { ORGS_LIST } from './shared/org-rows.js';

export interface OrgsDeactivateOptions {
  globals: GlobalOptions;
  id: number;
  yes: boolean;
}

export const orgsDeactivate = defineVerb<OrgsDeactivateOptions>({
  path: ['orgs', 'deactivate'],
  summary: 'Deactivate an organization (admins): it leaves registration and pick lists, its data stays',
  examples: [
    'campus orgs deactivate 2',
    '# In a script there is nobody to ask: --yes is required',
    'campus orgs deactivate 2 --yes',
  ],
  configure(command: Command) {
    command
      .argument('<id>', 'the organization id (from `campus orgs list`)')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'organization', ORGS_LIST),
    yes: booleanValue(values, 'yes'),
  }),
  async run(options, ctx) {
    const org = await withSignedInClient(options.globals, ctx, async (client) => {
      const current = await client.organizations.get(options.id);
      await confirmOrExit(ctx, {
        yes: options.yes,
        question: `Deactivate organization ${current.id} "${current.name}"? It leaves registration; its data stays.`,
        action: 'deactivate the organization',
      });
      return client.organizations.deactivate(options.id);
    });
    if (options.globals.json) await printJson(ctx.io, org, options.globals);
    printStatus(ctx.io, `Deactivated organization ${org.id} "${org.name}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsDeactivate, argv);
