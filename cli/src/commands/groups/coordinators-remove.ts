import { parseVerb } from '../shared/parse.js';
import { findUser } from '../shared/users.js';
import { defineCoordinatorChange, resolveCoordinators } from './shared/coordinator-change.js';

export const groupsCoordinatorsRemove = defineCoordinatorChange({
  path: ['groups', 'coordinators', 'remove'],
  summary: "Remove coordinators from a group (the group's coordinators and admins)",
  examples: ['campus groups coordinators remove 3 --user teacher'],
  changedKey: 'removed',
  skippedKey: 'not_coordinators',
  skipped: 'Not coordinators',
  changed: 'Removed coordinators from',
  async plan(client, options) {
    const { group } = await client.groups.get(options.id);
    const coordinators = group.coordinators ?? [];
    // Someone named by id who is not a coordinator has nothing to remove; a name must be one.
    const notCoordinators = options.users
      .filter((ref) => ref.kind === 'id' && !findUser(ref, coordinators))
      .map((ref) => ({ id: ref.kind === 'id' ? ref.id : 0, username: ref.text }));
    const { change, skip } = resolveCoordinators(
      options.users,
      coordinators,
      notCoordinators,
      'is not a coordinator of this group',
    );
    return { group, change, skip };
  },
  send: (client, id, input) => client.groups.removeCoordinators(id, input),
});

export const parse = (argv: readonly string[]) => parseVerb(groupsCoordinatorsRemove, argv);
