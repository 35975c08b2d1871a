import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { apiTokens, organizations, organizationUsers, users } from '../../db/schema.js';
import type { NewUserRow } from '../users/user-repository.js';

// POST /admin/users/batch (issue 22): every statement takes the whole batch, so a batch of 500 costs the
// statements of a batch of one. `lock` makes the reads hold their rows to the end of the transaction.

/** The ids among `ids` that name an organization (locked against deletion with `lock`). */
export async function existingOrganizationIds(
  db: Database,
  ids: readonly number[],
  lock: boolean,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const query = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.id, [...ids]));
  const rows = lock ? await query.for('key share') : await query;
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that name a user (locked against deletion and other writes with `lock`). */
export async function existingUserIds(
  db: Database,
  ids: readonly number[],
  lock: boolean,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const query = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(users.id);
  const rows = lock ? await query.for('update') : await query;
  return new Set(rows.map((row) => row.id));
}

/** Who holds each of the usernames (given in lower case): lower-case username -> user id. */
export async function usernameHolders(
  db: Database,
  lowerNames: readonly string[],
): Promise<Map<string, number>> {
  if (lowerNames.length === 0) return new Map();
  const lower = sql<string>`lower(${users.username})`;
  const rows = await db
    .select({ id: users.id, name: lower })
    .from(users)
    .where(inArray(lower, [...lowerNames]));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Inserts the users in one statement; a username someone else holds by then (a batch or a single create
 * that committed meanwhile: the insert waits for it) is skipped, not an error. The rows inserted, with the
 * username as stored.
 */
export async function insertUsers(
  db: Database,
  rows: readonly NewUserRow[],
): Promise<Array<{ id: number; username: string }>> {
  if (rows.length === 0) return [];
  return db
    .insert(users)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
}

/** The admin form's columns of one user to update (a null password hash keeps the current one). */
export interface UserUpdateRow {
  id: number;
  values: Required<
    Pick<
      NewUserRow,
      | 'firstName'
      | 'middleName'
      | 'lastName'
      | 'username'
      | 'email'
      | 'gender'
      | 'phoneNumber'
      | 'streetAddress'
      | 'city'
      | 'state'
      | 'zipcode'
      | 'bio'
      | 'isStudent'
      | 'schoolGrade'
      | 'organizationId'
    >
  >;
  passwordHash: string | null;
}

/** Updates every user of `rows` with its own values in one statement (the values travel as one JSON text). */
export async function updateUsers(db: Database, rows: readonly UserUpdateRow[], at: string): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map(({ id, values, passwordHash }) => ({
      id,
      first_name: values.firstName,
      middle_name: values.middleName,
      last_name: values.lastName,
      username: values.username,
      email: values.email,
      gender: values.gender,
      phone_number: values.phoneNumber,
      street_address: values.streetAddress,
      city: values.city,
      state: values.state,
      zipcode: values.zipcode,
      bio: values.bio,
      is_student: values.isStudent,
      school_grade: values.schoolGrade,
      organization_id: values.organizationId,
      password_hash: passwordHash,
    })),
  );
  await db.execute(sql`
    update users set
      first_name = v.first_name, middle_name = v.middle_name, last_name = v.last_name,
      username = v.username, email = v.email, gender = v.gender, phone_number = v.phone_number,
      street_address = v.street_address, city = v.city, state = v.state, zipcode = v.zipcode, bio = v.bio,
      is_student = v.is_student, school_grade = v.school_grade, organization_id = v.organization_id,
      password_hash = coalesce(v.password_hash, users.password_hash), updated_at = ${at}
    from jsonb_to_recordset(${json}::jsonb) as v(
      id int, first_name text, middle_name text, last_name text, username text, email text, gender text,
      phone_number text, street_address text, city text, state text, zipcode text, bio text,
      is_student boolean, school_grade text, organization_id int, password_hash text
    )
    where users.id = v.id`);
}

/** Adds each (organization, user) membership as a member; one a user already has is kept as it is. */
export async function addOrganizationMembers(
  db: Database,
  pairs: ReadonlyArray<{ organizationId: number; userId: number }>,
): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(organizationUsers)
    .values(pairs.map((pair) => ({ ...pair, role: 'member' })))
    .onConflictDoNothing();
}

/** Ends every live token of the users but `keepTokenId` (the admin's own session, when they are among them). */
export async function revokeTokensOf(
  db: Database,
  userIds: readonly number[],
  keepTokenId: number,
  at: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(
      and(
        inArray(apiTokens.userId, [...userIds]),
        ne(apiTokens.id, keepTokenId),
        isNull(apiTokens.revokedAt),
      ),
    );
}
