import { z } from 'zod';
import type { AdminEventListRequest, AdminUserListRequest } from '../rules/validation/admin-query.js';
import type { CreateAdminUserInput, UpdateAdminUserInput } from '../rules/validation/admin-user.js';
import type { UserPermissionsInput } from '../rules/validation/user-relations.js';
import { paged } from '../schemas/envelope.js';
import { EventSchema } from '../schemas/event.js';
import { PermissionWithCountSchema } from '../schemas/permission.js';
import { ActivitySchema, StatsSchema } from '../schemas/stats.js';
import { UserSchema } from '../schemas/user.js';
import { UserBatchResultSchema, type UserBatchRowInput } from '../schemas/user-batch.js';
import type { Transport } from './transport.js';

/** Spec section 7 "Admin": people, events, stats and permissions (admins; permissions also grant_permission). */
export function adminResource(transport: Transport) {
  return {
    /** GET /admin/users: paged, sorted and filtered on the server. */
    listUsers: (request: AdminUserListRequest = {}) =>
      transport.request('GET', '/admin/users', {
        query: {
          page: request.page,
          per_page: request.per_page,
          search: request.search,
          sort: request.sort,
          order: request.order,
          organization_id: request.organization_id,
          school_grade: request.school_grade,
          is_student: request.is_student,
          is_admin: request.is_admin,
        },
        schema: paged(UserSchema),
      }),
    /** POST /admin/users: the admin user form (a password is required). */
    createUser: (input: CreateAdminUserInput) =>
      transport.request('POST', '/admin/users', { body: input, schema: UserSchema }),
    /** PUT /admin/users/{id}: a blank password keeps the current one. */
    updateUser: (id: number, input: UpdateAdminUserInput) =>
      transport.request('PUT', `/admin/users/${id}`, { body: input, schema: UserSchema }),
    /**
     * POST /admin/users/batch: up to USER_BATCH_MAX creates (no id) and updates (with the id) in one call and
     * one transaction; one answer row per row (created, updated, or failed with the single routes' field
     * errors, changing nothing) and the counts.
     */
    saveUsers: (rows: readonly UserBatchRowInput[]) =>
      transport.request('POST', '/admin/users/batch', {
        body: { rows: [...rows] },
        schema: UserBatchResultSchema,
      }),
    /** DELETE /admin/users/{id}: the user's sessions end at once. */
    deleteUser: (id: number) => transport.request('DELETE', `/admin/users/${id}`, { schema: z.null() }),
    /** PUT /admin/users/{id}/permissions (admins and grant_permission holders): replaces the list. */
    setUserPermissions: (id: number, input: UserPermissionsInput) =>
      transport.request('PUT', `/admin/users/${id}/permissions`, { body: input, schema: UserSchema }),
    /** GET /admin/permissions (admins and view_permission holders): every permission with its holder count. */
    permissions: () =>
      transport.request('GET', '/admin/permissions', { schema: z.array(PermissionWithCountSchema) }),
    /** GET /admin/stats: the dashboard's cards, counted in one round trip. */
    stats: () => transport.request('GET', '/admin/stats', { schema: StatsSchema }),
    /** GET /admin/stats/activity: new users, enrollments and RSVPs per week over the last 12 weeks. */
    activity: () => transport.request('GET', '/admin/stats/activity', { schema: ActivitySchema }),
    /** GET /admin/events: every event of every status, paged. */
    listEvents: (request: AdminEventListRequest = {}) =>
      transport.request('GET', '/admin/events', {
        query: {
          page: request.page,
          per_page: request.per_page,
          search: request.search,
          status: request.status,
        },
        schema: paged(EventSchema),
      }),
  };
}
