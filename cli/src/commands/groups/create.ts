import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';

export interface GroupsCreateOptions {
  globals: GlobalOptions;
  name?: string;
  description?: string;
}

export const GROUP_FLAGS = { name: '--name', description: '--description' } as const;

export const groupsCreate = defineVerb<GroupsCreateOptions>({
  path: ['groups', 'create'],
  summary: 'Create a group (needs the create_group permission); you become its coordinator',
  examples: [
    'campus groups create --name Chess',
    'campus groups create --name Algebra --description Tuesdays',
    '# The new group as JSON (its id: jq .id)',
    'campus groups create --name "Robotics" --json',
  ],
  configure(command: Command) {
    command
      .option('--name <name>', 'the group name (required)')
      .option('--description <text>', 'what the group is for');
  },
  options: ({ values, globals }) => ({
    globals,
    name: stringValue(values, 'name'),
    description: stringValue(values, 'description'),
  }),
  async run(options, ctx) {
    const { GroupInputSchema } = await loadSdk();
    const input = validateInput(
      GroupInputSchema,
      { name: options.name ?? '', description: options.description },
      GROUP_FLAGS,
    );
    const group = await withSignedInClient(options.globals, ctx, (client) => client.groups.create(input));
    if (options.globals.json) await printJson(ctx.io, group, options.globals);
    printStatus(ctx.io, `Created group ${group.id} "${group.name}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsCreate, argv);
