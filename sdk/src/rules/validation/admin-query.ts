import { z } from 'zod';
import { EventStatusSchema } from '../../schemas/event.js';
import { SchoolGradeSchema } from '../../schemas/user.js';
import { idParam } from './id.js';
import { pageQuery } from './paging.js';

/** How many people a page of the admin Users tab (and `campus users list`) holds by default. */
export const ADMIN_USERS_PER_PAGE = 25;
/** How many events a page of the admin Events tab holds. */
export const ADMIN_EVENTS_PER_PAGE = 25;

/** The columns the people table sorts by on the server. */
export const ADMIN_USER_SORTS = [
  'last_name',
  'first_name',
  'username',
  'email',
  'school_grade',
  'created_at',
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** A yes/no filter from a query string that may also be left out (then it does not filter). */
function optionalQueryBoolean() {
  return z
    .enum(['true', 'false', '1', '0'], { error: 'Expected true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));
}

/** A search text: trimmed, blank means no search. */
const searchText = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * GET /admin/users query: paged, sorted and filtered on the server. `search` matches the first, last and
 * username and email (case-insensitive, anywhere).
 */
export const AdminUserQuerySchema = pageQuery(ADMIN_USERS_PER_PAGE).extend({
  search: searchText,
  sort: z.enum(ADMIN_USER_SORTS).optional().default('last_name'),
  order: z.enum(['asc', 'desc']).optional().default('asc'),
  organization_id: idParam().optional(),
  school_grade: SchoolGradeSchema.optional(),
  is_student: optionalQueryBoolean(),
  is_admin: optionalQueryBoolean(),
});
export type AdminUserQuery = z.output<typeof AdminUserQuerySchema>;
/** What a client passes for the admin user list (numbers and booleans; the client writes them as text). */
export interface AdminUserListRequest {
  page?: number;
  per_page?: number;
  search?: string;
  sort?: AdminUserSort;
  order?: 'asc' | 'desc';
  organization_id?: number;
  school_grade?: string;
  is_student?: boolean;
  is_admin?: boolean;
}

/** GET /admin/events query: every event of every status, newest date first. */
export const AdminEventQuerySchema = pageQuery(ADMIN_EVENTS_PER_PAGE).extend({
  search: searchText,
  status: EventStatusSchema.optional(),
});
export type AdminEventQuery = z.output<typeof AdminEventQuerySchema>;
export interface AdminEventListRequest {
  page?: number;
  per_page?: number;
  search?: string;
  status?: 'draft' | 'pending' | 'published';
}

/** A search over people for a picker (available managers, family choices): at most 50 answers. */
export const PeoplePickerQuerySchema = z.object({ search: searchText });
export const PEOPLE_PICKER_LIMIT = 50;
