import type { Command } from 'commander';
import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { defineVerb, type ParsedInput } from '../shared/verb.js';
import { COURSES_LIST } from './shared/course-rows.js';
import { resolveUserId, userArgument } from './shared/resolve-user.js';

export interface CoursesDecideOptions {
  globals: GlobalOptions;
  id: number;
  user: string;
}

type Decision = 'enrolled' | 'rejected';

function decisionVerb(name: 'approve' | 'reject', status: Decision, summary: string) {
  const done = status === 'enrolled' ? 'Approved' : 'Rejected';
  return defineVerb<CoursesDecideOptions>({
    path: ['courses', name],
    summary,
    examples: [
      `campus courses ${name} 3 noah.smith`,
      '# By id (from `campus courses enrollments 3 --status requested`)',
      `campus courses ${name} 3 14`,
    ],
    configure(command: Command) {
      command
        .argument('<id>', 'the course id (from `campus courses list`)')
        .argument('<user>', 'the student: username or id (from `campus courses enrollments ID`)');
    },
    options: ({ args, globals }: ParsedInput) => ({
      globals,
      id: parseId(args[0], 'course', COURSES_LIST),
      user: userArgument(args[1], 'student'),
    }),
    async run(options, ctx) {
      const { enrollment, username } = await withSignedInClient(options.globals, ctx, async (client) => {
        // The requesters are in the course's enrollments; an id goes to the server as given.
        const users = (await client.courses.enrollments(options.id)).flatMap((row) =>
          row.user ? [row.user] : [],
        );
        const userId = resolveUserId(
          options.user,
          users,
          `${options.user} has no enrollment in course ${options.id}. See \`campus courses enrollments ${options.id}\`.`,
        );
        return {
          enrollment: await client.courses.decide(options.id, userId, { status }),
          username: users.find((user) => user.id === userId)?.username ?? `user ${userId}`,
        };
      });
      if (options.globals.json) await printJson(ctx.io, enrollment, options.globals);
      else printStatus(ctx.io, `${done} ${username} in course ${options.id} (now ${enrollment.status}).`);
      return undefined;
    },
  });
}

export const coursesApprove = decisionVerb(
  'approve',
  'enrolled',
  "Approve a student's join request (owners and admins): the enrollment becomes enrolled",
);
export const coursesReject = decisionVerb(
  'reject',
  'rejected',
  "Reject a student's join request (owners and admins): they cannot request again",
);

export const parseApprove = (argv: readonly string[]) => parseVerb(coursesApprove, argv);
export const parseReject = (argv: readonly string[]) => parseVerb(coursesReject, argv);
