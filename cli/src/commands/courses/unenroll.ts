import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import {
  type CourseBulkOptions,
  configureCourseBulk,
  courseBulkOptions,
  runCourseBulk,
} from './shared/course-bulk.js';
import { planUnenrolls } from './shared/enroll-plan.js';

export const coursesUnenroll = defineVerb<CourseBulkOptions>({
  path: ['courses', 'unenroll'],
  summary:
    'Remove students from a course (owners and admins) by username or id, or from a CSV; one result per row',
  examples: [
    'campus courses unenroll 3 --user student',
    'campus courses unenroll 3 --user 12,14 --dry-run',
    'campus courses unenroll 3 --csv leavers.csv --failed-csv failed.csv',
  ],
  configure(command) {
    configureCourseBulk(command, false);
    command.addHelpText(
      'after',
      '\nRemoves the enrollment whatever its status (requested and rejected too); someone without one is\n' +
        'unchanged (not enrolled), not an error. Exit 1 when any row failed.',
    );
  },
  options: courseBulkOptions,
  async run(options, ctx) {
    const sdk = await loadSdk();
    const { exitCode } = await runCourseBulk(
      options,
      ctx,
      sdk.COURSE_MESSAGES.removeStudentFailed,
      async (client, input) =>
        planUnenrolls(input, await client.courses.enrollments(options.id), async (userId) => {
          await client.adminCourses.removeStudent(options.id, { user_id: userId });
          return 'unenrolled';
        }),
    );
    return exitCode;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(coursesUnenroll, argv);
