import {
  DEMO_PASSWORD,
  type GeneratedDataset,
  type GenerateOptions,
  generateDataset,
} from '@campus/fixtures';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password.js';
import type { Database } from './connect.js';
import {
  courseOwners,
  courses,
  enrollments,
  eventOwners,
  events,
  groupCoordinators,
  groups,
  groupUsers,
  organizations,
  organizationUsers,
  rsvps,
  ticketTypes,
  users,
} from './schema.js';

export interface LoadedDataset {
  dataset: GeneratedDataset;
  /** Rows inserted per table. */
  rows: Record<string, number>;
  milliseconds: number;
}

// PostgreSQL takes at most 65,535 parameters a statement; stay well below it.
const MAX_PARAMETERS = 30_000;

/** Inserts `rows` with multi-row INSERTs of as many rows as the parameter limit allows. */
async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  for (let start = 0; start < rows.length; start += perBatch) {
    await db.insert(table).values(rows.slice(start, start + perBatch));
  }
}

type ColumnValues = { type: 'int'; values: number[] } | { type: 'text'; values: string[] };

/**
 * Inserts columns of plain values (ids and enum words) as `INSERT ... SELECT * FROM unnest(array, ...)`:
 * one parameter per column however many rows, which PostgreSQL and PGlite parse far faster than huge
 * VALUES lists. Only for values that need no quoting inside an array literal.
 */
async function insertColumns(
  db: Database,
  table: PgTable,
  columns: Record<string, ColumnValues>,
): Promise<void> {
  const entries = Object.entries(columns);
  const rows = entries[0]?.[1].values.length ?? 0;
  const perBatch = 20_000;
  for (let start = 0; start < rows; start += perBatch) {
    const arrays: SQL[] = entries.map(([, column]) => {
      const literal = `{${column.values.slice(start, start + perBatch).join(',')}}`;
      return sql`${literal}::${sql.raw(column.type)}[]`;
    });
    const names = entries.map(([name]) => sql.identifier(name));
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

const ints = (values: number[]): ColumnValues => ({ type: 'int', values });
const texts = (values: string[]): ColumnValues => ({ type: 'text', values });

/** Ids of freshly inserted rows by a unique name, read back in batches. */
async function insertReturningIds<T extends { id: number; key: string }>(
  rows: number,
  insert: (start: number, end: number) => Promise<T[]>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const perBatch = 1_000;
  for (let start = 0; start < rows; start += perBatch) {
    for (const row of await insert(start, Math.min(rows, start + perBatch))) ids.set(row.key, row.id);
  }
  return ids;
}

function idOf(ids: Map<string, number>, key: string | undefined): number {
  const id = key === undefined ? undefined : ids.get(key);
  if (id === undefined) throw new Error(`Generated data refers to a missing row '${key}'`);
  return id;
}

/**
 * Generates a dataset (10,000 users, 2,000 courses, 2,000 events, 200,000 enrollments and RSVPs by default;
 * pass smaller sizes) and bulk-inserts it in one transaction beside whatever the database holds. Every
 * generated user signs in with the demo password.
 */
export async function loadGeneratedDataset(
  db: Database,
  options: GenerateOptions = {},
): Promise<LoadedDataset> {
  const started = performance.now();
  const data = generateDataset(options);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const orgIds = await insertReturningIds(data.organizations.length, (start, end) =>
      tx
        .insert(organizations)
        .values(data.organizations.slice(start, end))
        .returning({ id: organizations.id, key: organizations.name }),
    );
    const org = (index: number) => idOf(orgIds, data.organizations[index]?.name);
    const userIds = await insertReturningIds(data.users.length, (start, end) =>
      tx
        .insert(users)
        .values(
          data.users.slice(start, end).map(({ organization, ...user }) => ({
            ...user,
            organizationId: org(organization),
            passwordHash,
          })),
        )
        .returning({ id: users.id, key: users.username }),
    );
    const user = (index: number) => idOf(userIds, data.users[index]?.username);
    await insertInBatches(
      tx,
      organizationUsers,
      data.users.map((row, i) => ({ organizationId: org(row.organization), userId: user(i) })),
    );

    const groupIds = await insertReturningIds(data.groups.length, (start, end) =>
      tx
        .insert(groups)
        .values(
          data.groups
            .slice(start, end)
            .map((g) => ({ name: g.name, description: g.description, creatorId: user(g.creator) })),
        )
        .returning({ id: groups.id, key: groups.name }),
    );
    const group = (index: number) => idOf(groupIds, data.groups[index]?.name);
    await insertInBatches(
      tx,
      groupUsers,
      data.groups.flatMap((g, i) => g.members.map((member) => ({ groupId: group(i), userId: user(member) }))),
    );
    await insertInBatches(
      tx,
      groupCoordinators,
      data.groups.map((g, i) => ({ groupId: group(i), userId: user(g.coordinator) })),
    );

    const courseIds = await insertReturningIds(data.courses.length, (start, end) =>
      tx
        .insert(courses)
        .values(
          data.courses.slice(start, end).map(({ teacher, creator, recurrence, ...course }) => ({
            ...course,
            teacherId: user(teacher),
            creatorId: user(creator),
            organizationId: org(data.users[creator]?.organization ?? 0),
            isRecurring: recurrence !== null,
            recurrenceType: recurrence?.type ?? null,
            recurrenceEndDate: recurrence?.endDate ?? null,
            weeklyDays: recurrence?.weeklyDays ?? null,
          })),
        )
        .returning({ id: courses.id, key: courses.name }),
    );
    const course = (index: number) => idOf(courseIds, data.courses[index]?.name);
    await insertInBatches(
      tx,
      courseOwners,
      data.courses.map((c, i) => ({ courseId: course(i), userId: user(c.creator) })),
    );
    await insertColumns(tx, enrollments, {
      course_id: ints(data.enrollments.map((e) => course(e.course))),
      user_id: ints(data.enrollments.map((e) => user(e.user))),
      status: texts(data.enrollments.map((e) => e.status)),
    });

    const eventIds = await insertReturningIds(data.events.length, (start, end) =>
      tx
        .insert(events)
        .values(
          data.events
            .slice(start, end)
            .map(({ creator, startTime, endTime, ticketTypes: _tickets, ...event }) => ({
              ...event,
              eventStartTime: startTime,
              eventEndTime: endTime,
              creatorId: user(creator),
              organizationId: org(data.users[creator]?.organization ?? 0),
            })),
        )
        .returning({ id: events.id, key: events.title }),
    );
    const event = (index: number) => idOf(eventIds, data.events[index]?.title);
    await insertInBatches(
      tx,
      eventOwners,
      data.events.map((e, i) => ({ eventId: event(i), userId: user(e.creator) })),
    );
    await insertInBatches(
      tx,
      ticketTypes,
      data.events.flatMap((e, i) =>
        e.ticketTypes.map((t, order) => ({ ...t, eventId: event(i), displayOrder: order })),
      ),
    );
    await insertColumns(tx, rsvps, {
      event_id: ints(data.rsvps.map((r) => event(r.event))),
      user_id: ints(data.rsvps.map((r) => user(r.user))),
      response: texts(data.rsvps.map((r) => r.response)),
      quantity: ints(data.rsvps.map((r) => r.quantity)),
      status: texts(data.rsvps.map((r) => r.status)),
    });
  });
  // Fresh statistics: without them the planner still thinks the tables are tiny and scans them. VACUUM marks
  // the new pages all-visible (index-only scans) and leaves autovacuum nothing to do under a bench's load.
  await db.execute(sql`VACUUM (ANALYZE)`);
  const rows = {
    organizations: data.organizations.length,
    users: data.users.length,
    groups: data.groups.length,
    groupUsers: data.groups.reduce((sum, g) => sum + g.members.length, 0),
    courses: data.courses.length,
    events: data.events.length,
    ticketTypes: data.events.reduce((sum, e) => sum + e.ticketTypes.length, 0),
    enrollments: data.enrollments.length,
    rsvps: data.rsvps.length,
  };
  return { dataset: data, rows, milliseconds: performance.now() - started };
}
