import { z } from 'zod';
import type { CreateUserInput } from '../rules/validation/create-user.js';
import type { FamilyRelationshipsInput, UserInlineUpdateInput } from '../rules/validation/user-relations.js';
import { UserSchema, UserSummarySchema } from '../schemas/user.js';
import { UserDetailSchema } from '../schemas/user-detail.js';
import type { Transport } from './transport.js';

/** The dashboard's Create User, and the user page (spec section 7 "Managers and users"). */
export function usersResource(transport: Transport) {
  return {
    /** POST /users: creates the account in the chosen organization and adds it to `group_id`. */
    create: (input: CreateUserInput) =>
      transport.request('POST', '/users', { body: input, schema: UserSchema }),
    /** GET /users/{id}: the user page, each card left out when the viewer may not see it (403 otherwise). */
    get: (id: number) => transport.request('GET', `/users/${id}`, { schema: UserDetailSchema }),
    /** PUT /users/{id}/update: inline edit of the fields sent, or parent_ids, or child_ids. */
    update: (id: number, input: UserInlineUpdateInput) =>
      transport.request('PUT', `/users/${id}/update`, { body: input, schema: UserDetailSchema }),
    /** PUT /users/{id}/family-relationships: replaces both lists (422 on a loop). */
    setFamily: (id: number, input: FamilyRelationshipsInput) =>
      transport.request('PUT', `/users/${id}/family-relationships`, {
        body: input,
        schema: UserDetailSchema,
      }),
    /**
     * GET /users/{id}/family-candidates: whom the viewer may pick as the user's parent or child (admins:
     * anyone; others: members of the groups they coordinate), at most 50, optional search.
     */
    familyCandidates: (id: number, search?: string) =>
      transport.request('GET', `/users/${id}/family-candidates`, {
        query: { search },
        schema: z.array(UserSummarySchema),
      }),
  };
}
