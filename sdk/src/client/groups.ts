import { z } from 'zod';
import type { GroupInput, UserIdsInput } from '../rules/validation/group.js';
import {
  GroupCandidateSchema,
  GroupDetailSchema,
  GroupMemberSchema,
  GroupMembershipChangeSchema,
  GroupSchema,
} from '../schemas/group.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Groups" (also called lists), plus the two pick lists the dashboard modals load. */
export function groupsResource(transport: Transport) {
  return {
    /** GET /groups: every group for admins; for others the groups they belong to or coordinate. */
    list: () => transport.request('GET', '/groups', { schema: z.array(GroupSchema) }),
    /** GET /groups/user-groups: the groups the user is a member of. */
    memberOf: () => transport.request('GET', '/groups/user-groups', { schema: z.array(GroupSchema) }),
    /** GET /groups/coordinated-groups: the groups the user coordinates, with members and coordinators. */
    coordinated: () =>
      transport.request('GET', '/groups/coordinated-groups', { schema: z.array(GroupSchema) }),
    /** GET /groups/{id}: members, coordinators and the group's private courses and events. */
    get: (id: number) => transport.request('GET', `/groups/${id}`, { schema: GroupDetailSchema }),
    create: (input: GroupInput) => transport.request('POST', '/groups', { body: input, schema: GroupSchema }),
    update: (id: number, input: GroupInput) =>
      transport.request('PUT', `/groups/${id}`, { body: input, schema: GroupSchema }),
    remove: (id: number) => transport.request('DELETE', `/groups/${id}`, { schema: z.null() }),
    addMembers: (id: number, input: UserIdsInput) =>
      transport.request('POST', `/groups/${id}/users`, { body: input, schema: GroupMembershipChangeSchema }),
    removeMembers: (id: number, input: UserIdsInput) =>
      transport.request('DELETE', `/groups/${id}/users`, {
        body: input,
        schema: GroupMembershipChangeSchema,
      }),
    /** PUT /groups/{id}/users/{userId}: adds one member (idempotent; the CLI reports row by row). */
    putMember: (id: number, userId: number) =>
      transport.request('PUT', `/groups/${id}/users/${userId}`, { schema: GroupMemberSchema }),
    addCoordinators: (id: number, input: UserIdsInput) =>
      transport.request('POST', `/groups/${id}/coordinators`, {
        body: input,
        schema: GroupMembershipChangeSchema,
      }),
    removeCoordinators: (id: number, input: UserIdsInput) =>
      transport.request('DELETE', `/groups/${id}/coordinators`, {
        body: input,
        schema: GroupMembershipChangeSchema,
      }),
    /** Who may be added as members: no admins, no current members. */
    availableUsers: (id: number) =>
      transport.request('GET', `/groups/${id}/available-users`, { schema: z.array(GroupCandidateSchema) }),
    /** Who may be made coordinators: no admins, no current coordinators. */
    availableCoordinators: (id: number) =>
      transport.request('GET', `/groups/${id}/available-coordinators`, {
        schema: z.array(GroupCandidateSchema),
      }),
  };
}
