import type { SessionStatus } from '@campus/sdk';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { COURSES_LIST, SESSION_HEADERS, sessionRow } from './shared/course-rows.js';

export interface SessionsListOptions {
  globals: GlobalOptions;
  id: number;
  status: string | null;
}

export const coursesSessionsList = defineVerb<SessionsListOptions>({
  path: ['courses', 'sessions', 'list'],
  summary: "List a course's sessions by date (its staff, enrolled students and their parents)",
  examples: [
    'campus courses sessions list 3',
    'campus courses sessions list 3 --status scheduled',
    "campus courses sessions list 3 --json id,session_date --jq '.[].id'",
  ],
  jsonFields: (sdk) => fieldsOf(sdk.CourseSessionSchema),
  configure(command: Command) {
    command
      .argument('<id>', 'the course id (from `campus courses list`)')
      .option('--status <status>', 'only this status: scheduled, in_progress, completed or cancelled');
  },
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'course', COURSES_LIST),
    status: stringValue(values, 'status') ?? null,
  }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const statuses: readonly string[] = sdk.SESSION_STATUSES;
    if (options.status !== null && !statuses.includes(options.status))
      throw new UsageError(`Invalid --status "${options.status}": ${statuses.join(', ')}.`);
    const status = (options.status ?? undefined) as SessionStatus | undefined;
    const sessions = await withSignedInClient(options.globals, ctx, (client) =>
      client.courseSessions.list(options.id, { status }),
    );
    if (options.globals.json) await printJson(ctx.io, sessions, options.globals);
    else if (sessions.length === 0) printStatus(ctx.io, 'No sessions.');
    else
      printTable(
        ctx.io,
        SESSION_HEADERS,
        sessions.map((session) => sessionRow(sdk, session)),
      );
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(coursesSessionsList, argv);
