import type { CalendarPerson } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk, type Sdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';
import { printDays, printRows } from './shared/render.js';

export type CalendarViewOption = 'day' | 'week' | 'month';

export interface CalendarOptions {
  globals: GlobalOptions;
  view: CalendarViewOption;
  /** The day the view holds ('YYYY-MM-DD'); today on this terminal's clock when null. */
  from: string | null;
  /** One child, by username or id; null: everyone's entries. */
  child: string | null;
  ics: boolean;
}

/** The days a view lists: the day; its week, Monday first; the days of its month (the 42-cell grid's own). */
export function viewDays(sdk: Sdk, view: CalendarViewOption, anchor: string): string[] {
  if (view !== 'month') return sdk.calendarDays(view, anchor);
  return sdk
    .monthGrid(anchor, anchor)
    .filter((cell) => cell.inMonth)
    .map((cell) => cell.date);
}

/** The child `wanted` names (username, any case, or id) among the reader's people; refused when none. */
export function findChild(people: readonly CalendarPerson[], wanted: string): CalendarPerson {
  const children = people.filter((person) => !person.is_self);
  const match = children.find(
    (person) => String(person.id) === wanted || person.username.toLowerCase() === wanted.toLowerCase(),
  );
  if (match) return match;
  const list = children.map((person) => `${person.username} (${person.first_name} ${person.last_name})`);
  throw new UsageError(
    `"${wanted}" is not one of your children.`,
    list.length > 0 ? [`Your children: ${list.join(', ')}.`] : ['You have no children on Campus.'],
  );
}

function viewOf(values: Readonly<Record<string, unknown>>): CalendarViewOption {
  const chosen = (['day', 'week', 'month'] as const).filter((view) => booleanValue(values, view));
  if (chosen.length > 1) throw new UsageError('Choose one of --day, --week and --month.');
  return chosen[0] ?? 'week';
}

export const calendarShow = defineVerb<CalendarOptions>({
  path: ['calendar'],
  summary:
    "Your calendar and your children's: courses and events of a day, a week (the default, Monday first) or a month; the feed URL with `calendar feed`",
  examples: [
    'campus calendar',
    '# The month holding a date, one child only',
    'campus calendar --month --from 2026-12-01 --child student',
    '# The entries as JSON',
    'campus calendar --week --json date,start_time,title',
    '# The month as an iCalendar file, to import into a calendar app (redirect it to a .ics file)',
    'campus calendar --month --ics',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.CalendarItemSchema),
  configure(command: Command) {
    command
      .option('--day', 'one day')
      .option('--week', 'the week, Monday to Sunday (the default)')
      .option('--month', 'the month')
      .option('--from <date>', 'a day the view holds, YYYY-MM-DD (default: today)')
      .option('--child <user>', "only this child's entries: a username or id")
      .option('--ics', 'print the range as an iCalendar file instead');
  },
  options({ values, globals }) {
    const ics = booleanValue(values, 'ics');
    if (ics && globals.json) throw new UsageError('Choose --json or --ics, not both.');
    const child = stringValue(values, 'child') ?? null;
    if (ics && child !== null) {
      throw new UsageError('--ics prints your whole calendar; --child works with the text and --json.');
    }
    return { globals, view: viewOf(values), from: stringValue(values, 'from') ?? null, child, ics };
  },
  async run(options, ctx) {
    const sdk = await loadSdk();
    if (options.from !== null && !sdk.isCalendarDate(options.from)) {
      throw new UsageError(`Invalid --from "${options.from}": a date as YYYY-MM-DD.`);
    }
    const anchor = options.from ?? sdk.dateIn(ctx.now());
    const days = viewDays(sdk, options.view, anchor);
    const range = { from: days[0] ?? anchor, to: days.at(-1) ?? anchor };
    const title = sdk.calendarTitle(options.view, anchor);

    if (options.ics) {
      const text = await withSignedInClient(options.globals, ctx, (client) => client.calendar.ics(range));
      ctx.io.stdout.write(text);
      printStatus(ctx.io, `iCalendar of ${title}`);
      return undefined;
    }

    const calendar = await withSignedInClient(options.globals, ctx, (client) =>
      client.calendar.range({ ...range, scope: 'mine' }),
    );
    const child = options.child === null ? null : findChild(calendar.people, options.child);
    const items =
      child === null ? calendar.items : sdk.filterCalendarItems(calendar.items, { people: [child.id] });
    if (options.globals.json) {
      await printJson(ctx.io, items, options.globals);
      return undefined;
    }
    if (ctx.io.stdoutIsTTY) printDays(ctx.io, sdk, items, calendar.people, days, options.view === 'month');
    else printRows(ctx.io, sdk, items, calendar.people);
    const whose = child === null ? '' : ` for ${child.first_name} ${child.last_name}`;
    const count = `${items.length} ${items.length === 1 ? 'entry' : 'entries'}`;
    printStatus(ctx.io, `${count}${whose}: ${title}`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(calendarShow, argv);
