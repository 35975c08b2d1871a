import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { confirmOrExit } from '../shared/confirm.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { GROUPS_LIST } from './shared/group-rows.js';

export interface GroupsDeleteOptions {
  globals: GlobalOptions;
  id: number;
  yes: boolean;
}

export const groupsDelete = defineVerb<GroupsDeleteOptions>({
  path: ['groups', 'delete'],
  summary: "Delete a group (the group's coordinators and admins); asks first on a terminal",
  examples: [
    'campus groups delete 7',
    '# In a script there is nobody to ask: --yes is required',
    'campus groups delete 7 --yes',
  ],
  configure(command: Command) {
    command
      .argument('<id>', 'the group id (from `campus groups list`)')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'group', GROUPS_LIST),
    yes: booleanValue(values, 'yes'),
  }),
  async run(options, ctx) {
    await withSignedInClient(options.globals, ctx, async (client) => {
      // Read it first: a wrong id or no right to it fails before the question.
      const { group } = await client.groups.get(options.id);
      await confirmOrExit(ctx, {
        yes: options.yes,
        question: `Delete group ${group.id} "${group.name}"? This action cannot be undone.`,
        action: 'delete the group',
      });
      await client.groups.remove(options.id);
      if (options.globals.json)
        await printJson(ctx.io, { deleted: true, id: group.id, name: group.name }, options.globals);
      printStatus(ctx.io, `Deleted group ${group.id} "${group.name}".`);
    });
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsDelete, argv);
