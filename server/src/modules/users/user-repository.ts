import {
  GenderSchema,
  type Permission,
  PermissionKeySchema,
  SchoolGradeSchema,
  type User,
} from '@campus/sdk';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { permissions, userPermissions, users } from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from './group-member.js';

// Reading users in the contract's shape. Shared by the auth and profile modules (and later users/admin).

/** The columns a User answer needs: never password_hash (only the login and password checks read it). */
export const userColumns = {
  ...userSummaryColumns,
  email: users.email,
  gender: users.gender,
  phoneNumber: users.phoneNumber,
  bio: users.bio,
  streetAddress: users.streetAddress,
  city: users.city,
  state: users.state,
  zipcode: users.zipcode,
  isStudent: users.isStudent,
  schoolGrade: users.schoolGrade,
  organizationId: users.organizationId,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

export type UserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

export interface GrantedPermission {
  id: number;
  key: string;
  label: string;
}

// The user's permissions as a JSON array, so the user and their permissions come in one statement. Written
// with qualified names: Drizzle leaves columns of a one-table select unqualified, and a bare "id" in here
// would mean permissions.id, not the outer users.id.
export const grantedPermissions = sql<GrantedPermission[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'key', p.key, 'label', p.label) order by p.key)
  from user_permissions up inner join permissions p on p.id = up.permission_id
  where up.user_id = "users"."id"
), '[]'::json)`;

/** The user with the permissions granted to them (admins get no implicit list; hasPermission covers them). One statement. */
export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await db
    .select({ ...userColumns, granted: grantedPermissions })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const { granted, ...user } = row;
  return toUser(user, knownPermissions(granted));
}

/** What the login check needs: the id and the password hash. Case-insensitive, as usernames are unique regardless of case. */
export async function findCredentialsByUsername(
  db: Database,
  username: string,
): Promise<{ id: number; passwordHash: string } | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function permissionsOf(db: Database, userId: number): Promise<Permission[]> {
  const rows = await db
    .select({ id: permissions.id, key: permissions.key, label: permissions.label })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, userId))
    .orderBy(permissions.key);
  return knownPermissions(rows);
}

/** A key unknown to this version of the contract is left out rather than failing the whole answer. */
export function knownPermissions(rows: readonly GrantedPermission[]): Permission[] {
  return rows.flatMap((row) => {
    const key = PermissionKeySchema.safeParse(row.key);
    return key.success ? [{ id: row.id, key: key.data, label: row.label }] : [];
  });
}

export function toUser(row: UserRow, granted: Permission[]): User {
  return {
    ...toUserSummary(row),
    email: row.email,
    gender: GenderSchema.nullable().catch(null).parse(row.gender),
    phone_number: row.phoneNumber,
    bio: row.bio,
    street_address: row.streetAddress,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    is_student: row.isStudent,
    school_grade: SchoolGradeSchema.nullable().catch(null).parse(row.schoolGrade),
    organization_id: row.organizationId,
    is_admin: row.isAdmin,
    created_at: toIsoTimestamp(row.createdAt),
    permissions: granted,
  };
}

/** Both drivers return `timestamptz` as PostgreSQL text ('2025-01-02 03:04:05.6+00'); the contract wants ISO. */
export function toIsoTimestamp(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export type NewUserRow = typeof users.$inferInsert;

/** Inserts a user and returns the id. A taken username surfaces as a unique violation (see isUniqueViolation). */
export async function insertUser(db: Database, values: NewUserRow): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('Inserting the user returned no row');
  return row.id;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(db: Database, id: number, values: Partial<NewUserRow>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(users.id, id));
}

export async function findPasswordHash(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.passwordHash ?? null;
}
