import { printStatus } from '../../output.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import {
  type CourseBulkOptions,
  configureCourseBulk,
  courseBulkOptions,
  runCourseBulk,
} from './shared/course-bulk.js';
import { planEnrolls } from './shared/enroll-plan.js';

export const coursesEnroll = defineVerb<CourseBulkOptions>({
  path: ['courses', 'enroll'],
  summary:
    'Enroll students in a course (owners and admins) by username or id, a group (and grade) or a CSV; one result per row',
  examples: [
    'campus courses enroll 3 --user student --user 12',
    '# Every member of group 5 in grade 8',
    'campus courses enroll 3 --group 5 --grade 8',
    '# From a spreadsheet with a username or user_id column; keep the failed rows to retry them',
    'campus courses enroll 3 --csv students.csv --failed-csv failed.csv',
    'campus courses enroll 3 --csv failed.csv',
    '# Check every row first: says who is already enrolled and who would be, changes nothing',
    'campus courses enroll 3 --csv students.csv --dry-run',
  ],
  configure(command) {
    configureCourseBulk(command, true);
    command.addHelpText(
      'after',
      "\nUsernames are looked up in the course's add list (GET /admin/courses/{id}/users): an admin's holds\n" +
        "every non-admin user, an owner's the people of the groups they coordinate. Name anyone else by id\n" +
        '(the server then decides). A student already enrolled counts as failed, as the summary line says.\n' +
        'Up to 8 calls at once over one connection pool. Exit 1 when any row failed.',
    );
  },
  options: courseBulkOptions,
  async run(options, ctx) {
    const sdk = await loadSdk();
    const { rows, exitCode } = await runCourseBulk(
      options,
      ctx,
      sdk.COURSE_MESSAGES.addStudentFailed,
      async (client, input) => {
        const [enrollments, users] = await Promise.all([
          client.courses.enrollments(options.id),
          client.adminCourses.users(options.id),
        ]);
        return planEnrolls(
          input,
          enrollments,
          users.candidates,
          sdk.ENROLLMENT_MESSAGES.userAlreadyEnrolled,
          async (userId) => (await client.adminCourses.addStudent(options.id, { user_id: userId })).status,
        );
      },
    );
    if (!options.dryRun) {
      // The spec's summary line, as the add-students modal says it.
      const added = rows.filter((row) => row.ok && row.result === 'enrolled').length;
      const failed = rows.filter((row) => !row.ok).length;
      printStatus(ctx.io, sdk.addStudentsMessage(added, failed) ?? `Added ${added} student(s)`);
    }
    return exitCode;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(coursesEnroll, argv);
