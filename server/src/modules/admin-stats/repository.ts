import type { ActivityWeek, Stats } from '@campus/sdk';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courses, events } from '../../db/schema.js';

// The admin dashboard's figures, each answer one statement whatever the size of the data.

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The dashboard's stat cards: the events and the courses counted in one pass each, and the users; one statement. */
export async function countStats(db: Database): Promise<Stats> {
  const eventCounts = db
    .select({
      total: count().as('events_total'),
      published: countWhere(sql`${events.status} = 'published'`).as('events_published'),
      draft: countWhere(sql`${events.status} = 'draft'`).as('events_draft'),
      pending: countWhere(sql`${events.status} = 'pending'`).as('events_pending'),
    })
    .from(events)
    .as('event_counts');
  const courseCounts = db
    .select({
      total: count().as('courses_total'),
      published: countWhere(sql`${courses.status} = 'published'`).as('courses_published'),
      draft: countWhere(sql`${courses.status} = 'draft'`).as('courses_draft'),
      pending: countWhere(sql`${courses.status} = 'pending'`).as('courses_pending'),
    })
    .from(courses)
    .as('course_counts');
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*) from users)`.mapWith(Number),
      events: {
        total: eventCounts.total,
        published: eventCounts.published,
        draft: eventCounts.draft,
        pending: eventCounts.pending,
      },
      courses: {
        total: courseCounts.total,
        published: courseCounts.published,
        draft: courseCounts.draft,
        pending: courseCounts.pending,
      },
    })
    .from(eventCounts)
    .innerJoin(courseCounts, sql`true`);
  if (!row) throw new Error('Counting the stats returned no row');
  return {
    total_users: row.totalUsers,
    total_events: Number(row.events.total),
    total_courses: Number(row.courses.total),
    published_events: Number(row.events.published),
    draft_events: Number(row.events.draft),
    pending_events: Number(row.events.pending),
    draft_courses: Number(row.courses.draft),
    pending_courses: Number(row.courses.pending),
    published_courses: Number(row.courses.published),
  };
}

interface ActivityRow {
  week_start: string;
  new_users: number | string;
  enrollments: number | string;
  rsvps: number | string;
}

/**
 * New users, enrollments and RSVPs per week for `weeks` weeks from the Monday `firstMonday`, in `timeZone`
 * (a row counts in the week of its local date), oldest first, weeks without rows as zeros; one statement.
 * The weeks' edges are worked out once (local midnights as instants, so a change of clock is right); each
 * table is then read once over the range, each row placed in its week by a binary search of the edges
 * (width_bucket), with no time zone arithmetic per row.
 */
export async function countActivity(
  db: Database,
  options: { firstMonday: string; weeks: number; timeZone: string },
): Promise<ActivityWeek[]> {
  const { firstMonday, weeks, timeZone } = options;
  const perWeek = (table: string, column: string) => {
    const at = sql.raw(`"${table}"."${column}"`);
    return sql`select width_bucket(${at}, edges.at) as week, count(*) as n
      from ${sql.raw(`"${table}"`)}, edges
      where ${at} >= edges.at[1] and ${at} < edges.at[${weeks + 1}::int]
      group by 1`;
  };
  const result = await db.execute(sql`
    with edges as (
      select array_agg(((${firstMonday}::date + 7 * n)::timestamp at time zone ${timeZone}) order by n) as at
      from generate_series(0, ${weeks}::int) as n
    ),
    new_users as (${perWeek('users', 'created_at')}),
    enrolled as (${perWeek('enrollments', 'enrolled_at')}),
    answered as (${perWeek('rsvps', 'created_at')})
    select to_char(${firstMonday}::date + 7 * (week - 1), 'YYYY-MM-DD') as week_start,
      coalesce(new_users.n, 0) as new_users,
      coalesce(enrolled.n, 0) as enrollments,
      coalesce(answered.n, 0) as rsvps
    from generate_series(1, ${weeks}::int) as week
      left join new_users using (week)
      left join enrolled using (week)
      left join answered using (week)
    order by week
  `);
  // Both drivers answer a raw statement as `{ rows }`; counts arrive as bigint text on node-postgres.
  const rows = (result as unknown as { rows: ActivityRow[] }).rows;
  return rows.map((row) => ({
    week_start: row.week_start,
    new_users: Number(row.new_users),
    enrollments: Number(row.enrollments),
    rsvps: Number(row.rsvps),
  }));
}
