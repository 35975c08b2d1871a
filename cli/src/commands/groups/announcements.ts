import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { isIdText, parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { ANNOUNCEMENT_HEADERS, announcementRow } from './shared/announcement-rows.js';
import { GROUPS_LIST } from './shared/group-rows.js';

export interface GroupsAnnouncementsOptions {
  globals: GlobalOptions;
  id: number;
  all: boolean;
  page: number;
}

export const groupsAnnouncements = defineVerb<GroupsAnnouncementsOptions>({
  path: ['groups', 'announcements'],
  summary: "List a group's announcements, 10 a page, with their status (members see only Active ones)",
  examples: [
    'campus groups announcements 3',
    '# Coordinators and admins: also the Inactive, Scheduled and Expired ones',
    'campus groups announcements 3 --all --page 2',
    'campus groups announcements 3 --json title,status',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.AnnouncementSchema, 'status'),
  configure(command: Command) {
    command
      .argument('<id>', 'the group id (from `campus groups list`)')
      .option('--all', 'every announcement, not only Active ones (coordinators and admins)')
      .option('--page <n>', 'the page (10 announcements each)', '1');
  },
  options({ args, values, globals }) {
    const page = stringValue(values, 'page') ?? '1';
    if (!isIdText(page)) throw new UsageError(`Invalid --page "${page}": a whole number from 1.`);
    return {
      globals,
      id: parseId(args[0], 'group', GROUPS_LIST),
      all: booleanValue(values, 'all'),
      page: Number(page),
    };
  },
  async run(options, ctx) {
    const { announcementStatus } = await loadSdk();
    const result = await withSignedInClient(options.globals, ctx, (client) =>
      client.announcements.list(options.id, { page: options.page, show_all: options.all }),
    );
    const now = ctx.now();
    const rows = result.data.map((announcement) => ({
      ...announcement,
      status: announcementStatus(announcement, now),
    }));
    if (options.globals.json) {
      await printJson(ctx.io, rows, options.globals);
      return undefined;
    }
    if (rows.length === 0) printStatus(ctx.io, 'No announcements.');
    else {
      printTable(
        ctx.io,
        ANNOUNCEMENT_HEADERS,
        rows.map((row) => announcementRow(row, row.status)),
      );
    }
    printStatus(
      ctx.io,
      `Page ${result.current_page} of ${result.last_page} (${result.total} announcements).`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsAnnouncements, argv);
