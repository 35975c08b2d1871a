import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { GROUP_FLAGS } from './create.js';
import { GROUPS_LIST } from './shared/group-rows.js';

export interface GroupsEditOptions {
  globals: GlobalOptions;
  id: number;
  name?: string;
  /** '' clears the description. */
  description?: string;
}

export const groupsEdit = defineVerb<GroupsEditOptions>({
  path: ['groups', 'edit'],
  summary: "Rename a group or change its description (the group's coordinators and admins)",
  examples: [
    'campus groups edit 3 --name Science-2026',
    '# Clear the description',
    'campus groups edit 3 --description ""',
  ],
  configure(command: Command) {
    command
      .argument('<id>', 'the group id (from `campus groups list`)')
      .option('--name <name>', 'the new name')
      .option('--description <text>', 'the new description ("" clears it)');
  },
  options({ args, values, globals }) {
    const id = parseId(args[0], 'group', GROUPS_LIST);
    const name = stringValue(values, 'name');
    const description = stringValue(values, 'description');
    if (name === undefined && description === undefined) {
      throw new UsageError('Nothing to change: give --name and/or --description.');
    }
    return { globals, id, name, description };
  },
  async run(options, ctx) {
    const { GroupInputSchema } = await loadSdk();
    const group = await withSignedInClient(options.globals, ctx, async (client) => {
      // PUT takes the whole group: what is not given keeps its current value.
      const { group: current } = await client.groups.get(options.id);
      const input = validateInput(
        GroupInputSchema,
        { name: options.name ?? current.name, description: options.description ?? current.description },
        GROUP_FLAGS,
      );
      return client.groups.update(options.id, input);
    });
    if (options.globals.json) await printJson(ctx.io, group, options.globals);
    printStatus(ctx.io, `Updated group ${group.id} "${group.name}".`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsEdit, argv);
