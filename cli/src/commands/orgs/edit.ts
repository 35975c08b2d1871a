import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb } from '../shared/verb.js';
import { configureOrgFields, type OrgsCreateOptions, orgFieldsFrom } from './create.js';
import { ORG_FLAGS, ORGS_LIST } from './shared/org-rows.js';
import { ownerId } from './shared/owner.js';

export interface OrgsEditOptions extends OrgsCreateOptions {
  id: number;
}

export const orgsEdit = defineVerb<OrgsEditOptions>({
  path: ['orgs', 'edit'],
  summary: 'Change an organization: name, description, owner, Stripe account (admins)',
  examples: [
    'campus orgs edit 1 --name Riverside-North',
    'campus orgs edit 1 --owner owner --stripe-account ""',
  ],
  configure(command: Command) {
    command.argument('<id>', 'the organization id (from `campus orgs list`)');
    configureOrgFields(command, 'the new name');
  },
  options({ args, values, globals }) {
    const id = parseId(args[0], 'organization', ORGS_LIST);
    const fields = orgFieldsFrom(values);
    if (Object.values(fields).every((value) => value === undefined)) {
      throw new UsageError('Nothing to change: give --name, --description, --owner or --stripe-account.');
    }
    return { globals, id, ...fields };
  },
  async run(options, ctx) {
    const { OrganizationInputSchema } = await loadSdk();
    const org = await withSignedInClient(options.globals, ctx, async (client) => {
      // PUT takes the whole organization: what is not given keeps its current value.
      const current = await client.organizations.get(options.id);
      const input = validateInput(
        OrganizationInputSchema,
        {
          name: options.name ?? current.name,
          description: options.description ?? current.description,
          owner_id: options.owner ? await ownerId(client, options.owner) : current.owner_id,
          stripe_account_id: options.stripeAccount ?? current.stripe_account_id,
        },
        ORG_FLAGS,
      );
      return client.organizations.update(options.id, input);
    });
    if (options.globals.json) await printJson(ctx.io, org, options.globals);
    printStatus(ctx.io, `Updated organization ${org.id} "${org.name}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsEdit, argv);
