import {
  GroupCandidateSchema,
  GroupMemberSchema,
  GroupMembershipChangeSchema,
  IdParamSchema,
  idParam,
  successEnvelope,
  UserIdsSchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import type { GroupRole, PeopleChange } from './membership-repository.js';

const ChangeEnvelope = successEnvelope(GroupMembershipChangeSchema);
const CandidatesEnvelope = successEnvelope(z.array(GroupCandidateSchema));
const ROLES: ReadonlyArray<{ role: GroupRole; path: string; label: string }> = [
  { role: 'users', path: 'users', label: 'members' },
  { role: 'coordinators', path: 'coordinators', label: 'coordinators' },
];
const CHANGES: ReadonlyArray<{
  method: 'POST' | 'DELETE';
  change: PeopleChange;
  summary: (label: string) => string;
}> = [
  {
    method: 'POST',
    change: 'add',
    summary: (label) =>
      `Add ${label} (user_ids); those already there are skipped; admins and unknown ids: 422`,
  },
  {
    method: 'DELETE',
    change: 'remove',
    summary: (label) => `Remove ${label} (user_ids); ids not there are ignored`,
  },
];

/** Members and coordinators of a group, in bulk, and the pick lists to choose them from (manage only). */
export const groupMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['groups'];

  for (const { role, path, label } of ROLES) {
    for (const { method, change, summary } of CHANGES) {
      app.route({
        method,
        url: `/groups/:id/${path}`,
        schema: {
          tags,
          summary: summary(label),
          ...bearerSecurity,
          params: IdParamSchema,
          body: UserIdsSchema,
          response: { 200: ChangeEnvelope, ...errorResponses(401, 403, 404, 422) },
        },
        handler: async (request) =>
          ok(
            await app.services.groups.changePeople(
              signedIn(request),
              request.params.id,
              change,
              role,
              request.body.user_ids,
            ),
          ),
      });
    }
  }

  app.put(
    '/groups/:id/users/:userId',
    {
      schema: {
        tags,
        summary: 'Add one member (idempotent)',
        ...bearerSecurity,
        params: z.object({ id: idParam(), userId: idParam() }),
        response: { 200: successEnvelope(GroupMemberSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await app.services.groups.putMember(signedIn(request), request.params.id, request.params.userId)),
  );

  app.get(
    '/groups/:id/available-users',
    {
      schema: {
        tags,
        summary:
          "Who may be added as members: no admins, no members; a coordinator's pick is their groups' people",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: CandidatesEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await app.services.groups.candidates(signedIn(request), request.params.id, 'users')),
  );

  app.get(
    '/groups/:id/available-coordinators',
    {
      schema: {
        tags,
        summary: 'Who may be made coordinators: no admins, no current coordinators',
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: CandidatesEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await app.services.groups.candidates(signedIn(request), request.params.id, 'coordinators')),
  );
};
