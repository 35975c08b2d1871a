import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { COURSES_LIST, SESSION_HEADERS, sessionRow } from './shared/course-rows.js';

export interface SessionsGenerateOptions {
  globals: GlobalOptions;
  id: number;
  from: string;
  to: string;
}

export const coursesSessionsGenerate = defineVerb<SessionsGenerateOptions>({
  path: ['courses', 'sessions', 'generate'],
  summary:
    "Generate a course's sessions from its schedule between two dates (its staff); dates that have one are skipped",
  examples: [
    'campus courses sessions generate 3 --from 2026-01-05 --to 2026-03-27',
    'campus courses sessions generate 3 --from 2026-01-05 --to 2026-03-27 --json',
  ],
  configure(command: Command) {
    command
      .argument('<id>', 'the course id (from `campus courses list`)')
      .requiredOption('--from <date>', 'the first day, YYYY-MM-DD')
      .requiredOption('--to <date>', 'the last day, YYYY-MM-DD (after --from)');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'course', COURSES_LIST),
    from: stringValue(values, 'from') ?? '',
    to: stringValue(values, 'to') ?? '',
  }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const input = { start_date: options.from, end_date: options.to };
    // The form's own check (spec section 5) before any call: a bad range is a usage error.
    const problem = sdk.generateSessionsError(input);
    if (problem) throw new UsageError(problem);
    const result = await withSignedInClient(options.globals, ctx, (client) =>
      client.courseSessions.generate(options.id, input),
    );
    if (options.globals.json) {
      await printJson(ctx.io, result, options.globals);
      return undefined;
    }
    if (result.sessions.length > 0)
      printTable(
        ctx.io,
        SESSION_HEADERS,
        result.sessions.map((session) => sessionRow(sdk, session)),
      );
    printStatus(
      ctx.io,
      `Created ${result.created} session(s); skipped ${result.skipped} date(s) that already had one.`,
    );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(coursesSessionsGenerate, argv);
