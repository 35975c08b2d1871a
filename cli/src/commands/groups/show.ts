import type { Command } from 'commander';
import { printFields, printJson } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { localDateText } from '../shared/dates.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb } from '../shared/verb.js';
import { GROUPS_LIST, usernames } from './shared/group-rows.js';

export interface GroupsShowOptions {
  globals: GlobalOptions;
  id: number;
}

export const groupsShow = defineVerb<GroupsShowOptions>({
  path: ['groups', 'show'],
  summary:
    "Show a group: description, creator, coordinators, member count, the group's private courses and events",
  examples: [
    'campus groups show 3',
    '# Everything the group page reads, as JSON',
    'campus groups show 3 --json group,recommended_courses',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.GroupDetailSchema),
  configure(command: Command) {
    command.argument('<id>', 'the group id (from `campus groups list`)');
  },
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'group', GROUPS_LIST) }),
  async run(options, ctx) {
    const detail = await withSignedInClient(options.globals, ctx, (client) => client.groups.get(options.id));
    if (options.globals.json) {
      await printJson(ctx.io, detail, options.globals);
      return undefined;
    }
    const { group } = detail;
    printFields(ctx.io, [
      ['Id', String(group.id)],
      ['Name', group.name],
      ['Description', group.description ?? '-'],
      ['Creator', group.creator?.username ?? '-'],
      ['Created', localDateText(group.created_at)],
      ['Members', String(group.users?.length ?? group.users_count ?? 0)],
      ['Coordinators', usernames(group.coordinators)],
      ['Courses', detail.recommended_courses.map((course) => course.name).join(', ') || '-'],
      ['Events', detail.recommended_events.map((event) => event.title).join(', ') || '-'],
    ]);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsShow, argv);
