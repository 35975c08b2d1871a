import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { withOptionalClient } from '../events/shared/optional-client.js';
import { isIdText } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { COURSE_HEADERS, courseRow } from './shared/course-rows.js';

export interface CoursesListOptions {
  globals: GlobalOptions;
  page: number;
}

export const coursesList = defineVerb<CoursesListOptions>({
  path: ['courses', 'list'],
  summary: 'List the published courses you may see, soonest first, 12 a page; works signed out',
  examples: [
    'campus courses list',
    'campus courses list --page 2',
    '# Names only, for scripts',
    "campus courses list --json id,name --jq '.[].name'",
  ],
  jsonFields: (sdk) => fieldsOf(sdk.CourseSchema),
  configure(command: Command) {
    command.option('--page <n>', 'the page (12 courses each)', '1');
  },
  options({ values, globals }) {
    const page = stringValue(values, 'page') ?? '1';
    if (!isIdText(page)) throw new UsageError(`Invalid --page "${page}": a whole number from 1.`);
    return { globals, page: Number(page) };
  },
  async run(options, ctx) {
    const sdk = await loadSdk();
    const result = await withOptionalClient(options.globals, ctx, (client) =>
      client.courses.list({ page: options.page, per_page: sdk.COURSES_PAGE_SIZE }),
    );
    if (options.globals.json) await printJson(ctx.io, result.data, options.globals);
    else if (result.data.length === 0) printStatus(ctx.io, 'No Courses Available');
    else
      printTable(
        ctx.io,
        COURSE_HEADERS,
        result.data.map((course) => courseRow(sdk, course)),
      );
    printStatus(ctx.io, `Page ${result.current_page} of ${result.last_page} (${result.total} courses)`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(coursesList, argv);
