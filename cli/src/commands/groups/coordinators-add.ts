import { parseVerb } from '../shared/parse.js';
import { defineCoordinatorChange, resolveCoordinators } from './shared/coordinator-change.js';

export const groupsCoordinatorsAdd = defineCoordinatorChange({
  path: ['groups', 'coordinators', 'add'],
  summary: "Make users coordinators of a group (the group's coordinators and admins)",
  examples: [
    'campus groups coordinators add 3 --user teacher',
    'campus groups coordinators add 3 --user 12,14',
  ],
  changedKey: 'added',
  skippedKey: 'already',
  skipped: 'Already coordinators',
  changed: 'Added coordinators to',
  async plan(client, options) {
    const [{ group }, eligible] = await Promise.all([
      client.groups.get(options.id),
      client.groups.availableCoordinators(options.id),
    ]);
    const { change, skip } = resolveCoordinators(
      options.users,
      eligible,
      group.coordinators ?? [],
      'not in the list of possible coordinators (unknown username, or an admin; ids are sent as given)',
      true,
    );
    return { group, change, skip };
  },
  send: (client, id, input) => client.groups.addCoordinators(id, input),
});

export const parse = (argv: readonly string[]) => parseVerb(groupsCoordinatorsAdd, argv);
