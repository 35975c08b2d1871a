import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { readFileArg } from '../shared/read-file-arg.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { announcementBodyHtml } from './shared/body-html.js';
import { GROUPS_LIST } from './shared/group-rows.js';

export interface GroupsAnnounceOptions {
  globals: GlobalOptions;
  id: number;
  title: string;
  /** A file name, or - for stdin. */
  bodyFile: string;
  /** Unset: from now, as the web form's default. */
  from?: string;
  until?: string;
  inactive: boolean;
}

const FLAGS = {
  title: '--title',
  body: '--body-file',
  available_from: '--from',
  available_until: '--until',
  is_active: '--inactive',
};

/**
 * What the web form sends when its "available from" is left at its default (now): the current minute as
 * an instant, so the announcement is Active at once.
 */
export function nowToTheMinute(now: Date): string {
  const minute = new Date(now);
  minute.setSeconds(0, 0);
  return minute.toISOString();
}

export const groupsAnnounce = defineVerb<GroupsAnnounceOptions>({
  path: ['groups', 'announce'],
  summary: "Post an announcement to a group (the group's coordinators and admins)",
  examples: [
    '# The body file is HTML, or plain text whose paragraphs (split by blank lines) become <p>; shown from now',
    'campus groups announce 3 --title Trip --body-file trip.txt',
    '# Shown from the start of a day',
    'campus groups announce 3 --title Trip --body-file trip.txt --from 2026-12-01',
    '# Shown from a date and time until the end of a day',
    'campus groups announce 3 --title Exam --body-file exam.html --from 2026-12-01T08:00 --until 2026-12-05',
    '# Saved but hidden from members until made active',
    'campus groups announce 3 --title Draft --body-file draft.txt --from 2026-12-01 --inactive',
  ],
  configure(command: Command) {
    command
      .argument('<id>', 'the group id (from `campus groups list`)')
      .requiredOption('--title <title>', 'the title (at most 255 characters)')
      .requiredOption('--body-file <file>', 'the body: an HTML or plain-text file (- reads stdin)')
      .option(
        '--from <date>',
        'shown from: YYYY-MM-DD (the whole day) or "YYYY-MM-DD HH:MM" (default: now, as the web form)',
      )
      .option('--until <date>', 'shown until (inclusive for a date); after --from (or now)')
      .option('--inactive', 'save it inactive: members do not see it');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'group', GROUPS_LIST),
    title: stringValue(values, 'title') ?? '',
    bodyFile: stringValue(values, 'bodyFile') ?? '',
    from: stringValue(values, 'from'),
    until: stringValue(values, 'until'),
    inactive: booleanValue(values, 'inactive'),
  }),
  async run(options, ctx) {
    const { AnnouncementInputSchema, announcementStatus } = await loadSdk();
    const body = announcementBodyHtml(await readFileArg(options.bodyFile, ctx, 'the body file'));
    const input = validateInput(
      AnnouncementInputSchema,
      {
        title: options.title,
        body,
        available_from: options.from ?? nowToTheMinute(ctx.now()),
        available_until: options.until ?? null,
        is_active: !options.inactive,
      },
      FLAGS,
    );
    const announcement = await withSignedInClient(options.globals, ctx, (client) =>
      client.announcements.create(options.id, input),
    );
    const status = announcementStatus(announcement, ctx.now());
    if (options.globals.json) await printJson(ctx.io, { ...announcement, status }, options.globals);
    printStatus(
      ctx.io,
      `Posted announcement ${announcement.id} "${announcement.title}" to group ${options.id} (${status}).`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsAnnounce, argv);
