import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import {
  type CourseBulkOptions,
  configureCourseBulk,
  courseBulkOptions,
  runCourseBulk,
} from './shared/course-bulk.js';
import { batchedAdds } from './shared/enroll-batch.js';
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
    '# Check every row first: who would be enrolled, who already is, who would fail; changes nothing',
    'campus courses enroll 3 --csv students.csv --dry-run',
  ],
  configure(command) {
    configureCourseBulk(command, true);
    command.addHelpText(
      'after',
      '\nEvery row is checked against two lists before any change, and --dry-run reports that same check:\n' +
        "the course's enrollments and places (GET /admin/courses/{id}) and whom you may enroll (GET\n" +
        "/admin/courses/{id}/users: an admin's list holds every non-admin user, an owner's the people of\n" +
        'the groups they coordinate). A student already enrolled is unchanged, not a failure; a name or id in\n' +
        'neither list fails as no such user; rows past the last place fail as the course is full. One summary\n' +
        'line, e.g. "4 enrolled, 1 unchanged (already enrolled), 0 failed." The rows to enroll go in one call\n' +
        'per 1,000 (POST /admin/courses/{id}/enrollments/batch, one transaction each), still answered row by\n' +
        'row. Exit 1 when any row failed, 0 otherwise (so a second run of the same file exits 0).',
    );
  },
  options: courseBulkOptions,
  async run(options, ctx) {
    const sdk = await loadSdk();
    const { exitCode } = await runCourseBulk(
      options,
      ctx,
      sdk.COURSE_MESSAGES.addStudentFailed,
      async (client, input) => {
        const [course, users, { user }] = await Promise.all([
          client.adminCourses.get(options.id),
          client.adminCourses.users(options.id),
          client.currentUser(),
        ]);
        const adds = batchedAdds(
          (userIds) => client.adminCourses.addStudents(options.id, userIds),
          sdk.ENROLLMENT_BATCH_MAX,
        );
        return adds.plan(
          planEnrolls(
            input,
            {
              enrollments: course.enrollments ?? [],
              maxQuantity: course.max_quantity,
              closed: sdk.courseEnrollmentClosedReason(course, new Date()),
            },
            { candidates: users.candidates, isAdmin: user.is_admin },
            sdk.ENROLLMENT_MESSAGES.full,
            adds.add,
          ),
        );
      },
    );
    return exitCode;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(coursesEnroll, argv);
