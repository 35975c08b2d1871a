import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { type UserRef, userRef } from '../shared/users.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, type ParsedInput, stringValue } from '../shared/verb.js';
import { ORG_FLAGS } from './shared/org-rows.js';
import { ownerId } from './shared/owner.js';

export interface OrgsCreateOptions {
  globals: GlobalOptions;
  name?: string;
  description?: string;
  owner?: UserRef;
  stripeAccount?: string;
}

/** --name, --description, --owner and --stripe-account, shared with `orgs edit`. */
export function configureOrgFields(command: Command, nameHelp: string): void {
  command
    .option('--name <name>', nameHelp)
    .option('--description <text>', 'what the organization is ("" clears it)')
    .option('--owner <user>', 'the owner: a username or an id')
    .option('--stripe-account <id>', 'the Stripe Connect account id, e.g. acct_123 ("" clears it)');
}

export function orgFieldsFrom(values: ParsedInput['values']) {
  const owner = stringValue(values, 'owner');
  if (owner !== undefined && owner.trim() === '') throw new UsageError('--owner needs a username or an id.');
  return {
    name: stringValue(values, 'name'),
    description: stringValue(values, 'description'),
    owner: owner === undefined ? undefined : userRef(owner),
    stripeAccount: stringValue(values, 'stripeAccount'),
  };
}

export const orgsCreate = defineVerb<OrgsCreateOptions>({
  path: ['orgs', 'create'],
  summary: 'Create an organization (admins)',
  examples: [
    'campus orgs create --name Hillside',
    'campus orgs create --name Hillside --description K-12 --owner owner --stripe-account acct_123',
  ],
  configure(command: Command) {
    configureOrgFields(command, 'the name (required)');
  },
  options: ({ values, globals }) => ({ globals, ...orgFieldsFrom(values) }),
  async run(options, ctx) {
    const { OrganizationInputSchema } = await loadSdk();
    const org = await withSignedInClient(options.globals, ctx, async (client) => {
      const input = validateInput(
        OrganizationInputSchema,
        {
          name: options.name ?? '',
          description: options.description,
          owner_id: options.owner ? await ownerId(client, options.owner) : null,
          stripe_account_id: options.stripeAccount,
        },
        ORG_FLAGS,
      );
      return client.organizations.create(input);
    });
    if (options.globals.json) await printJson(ctx.io, org, options.globals);
    printStatus(ctx.io, `Created organization ${org.id} "${org.name}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(orgsCreate, argv);
