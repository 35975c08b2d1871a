import type { CampusClient, Course } from '@campus/sdk';
import type { Command } from 'commander';
import { hasStatus } from '../../api/status.js';
import { printFields, printJson } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { htmlToText } from '../events/shared/event-rows.js';
import { withOptionalClient } from '../events/shared/optional-client.js';
import { parseId } from '../shared/ids.js';
import { fieldsOf } from '../shared/json-fields.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk, type Sdk } from '../shared/sdk.js';
import { defineVerb } from '../shared/verb.js';
import {
  COURSES_LIST,
  courseDates,
  coursePlaces,
  coursePrice,
  courseSchedule,
} from './shared/course-rows.js';

export interface CoursesShowOptions {
  globals: GlobalOptions;
  id: number;
}

export const coursesShow = defineVerb<CoursesShowOptions>({
  path: ['courses', 'show'],
  summary:
    'Show a course: schedule, teacher, price, places, your enrollment and description (signed in: also courses you staff in any status)',
  examples: [
    'campus courses show 3',
    '# Everything the course page reads, as JSON',
    'campus courses show 3 --json name,enrolled_count,max_quantity',
  ],
  jsonFields: (sdk) => fieldsOf(sdk.CourseSchema),
  configure(command: Command) {
    command.argument('<id>', 'the course id (from `campus courses list`)');
  },
  options: ({ args, globals }) => ({ globals, id: parseId(args[0], 'course', COURSES_LIST) }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const course = await withOptionalClient(options.globals, ctx, (client, signedIn) =>
      fetchCourse(client.courses, options.id, signedIn),
    );
    if (options.globals.json) await printJson(ctx.io, course, options.globals);
    else printCourse(sdk, course, ctx.io);
    return undefined;
  },
});

/**
 * The course as the course page loads it (spec section 7): GET /courses/{id}; a 403 (a private course
 * outside the viewer's groups) falls back to the public view, a 404 (not published) to the user-scoped
 * call that also reaches the courses one staffs. The fallback's error is the answer then.
 */
export async function fetchCourse(
  courses: Pick<CampusClient['courses'], 'get' | 'getPublic' | 'getOwn'>,
  id: number,
  signedIn: boolean,
): Promise<Course> {
  try {
    return await courses.get(id);
  } catch (error) {
    if (hasStatus(error, 403)) return courses.getPublic(id);
    if (signedIn && hasStatus(error, 404)) return courses.getOwn(id);
    throw error;
  }
}

type Io = Parameters<typeof printFields>[0];

function printCourse(sdk: Sdk, course: Course, io: Io): void {
  const description = htmlToText(course.description);
  const fields: Array<readonly [string, string]> = [
    ['Id', String(course.id)],
    ['Name', course.name],
    ['Status', sdk.courseStatusBadge(course.status)],
    ['Visibility', course.visibility === 'private' ? 'Private' : 'Public'],
    ['Dates', courseDates(sdk, course)],
    ['Schedule', courseSchedule(sdk, course)],
    ['Time', sdk.formatTimeRange(course.start_time, course.end_time) || '-'],
    course.is_online ? ['Online', course.meeting_link || 'yes'] : ['Location', course.location || '-'],
    ['Teacher', course.teacher?.username ?? 'No Teacher Assigned'],
    ['Price', coursePrice(sdk, course)],
    ['Places', coursePlaces(sdk, course)],
    ['Approval', course.approval_required ? 'required' : 'not required'],
    ['Groups', course.groups?.map((group) => group.name).join(', ') || '-'],
    ['Your enrollment', sdk.enrollmentBadge(course.enrollment_status) ?? 'Not enrolled'],
  ];
  if (!io.stdoutIsTTY) {
    fields.push(['Description', description.replace(/\s*\n\s*/g, ' ') || '-']);
    printFields(io, fields);
    return;
  }
  printFields(io, fields);
  if (description) io.stdout.write(`\n${description}\n`);
}

export const parse = (argv: readonly string[]) => parseVerb(coursesShow, argv);
