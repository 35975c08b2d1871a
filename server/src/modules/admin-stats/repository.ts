import type { ActivityWeek, Stats } from '@campus/sdk';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courses, events } from '../../db/schema.js';

// The admin dashboard's figures, each answer one statement whatever the size of the data.

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The dashboard's stat cards: the events and courses counted in one pass each, users by the index; one statement. */
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
 * Each table is read once over the range (the weeks are grouped, not counted one subquery at a time).
 */
export async function countActivity(
  db: Database,
  options: { firstMonday: string; weeks: number; timeZone: string },
): Promise<ActivityWeek[]> {
  const { firstMonday, weeks, timeZone } = options;
  const from = sql`(${firstMonday}::date::timestamp at time zone ${timeZone})`;
  const until = sql`((${firstMonday}::date + ${weeks * 7}::int)::timestamp at time zone ${timeZone})`;
  const perWeek = (table: string, column: string) => {
    const at = sql.raw(`"${table}"."${column}"`);
    return sql`select date_trunc('week', ${at} at time zone ${timeZone})::date as week_start, count(*) as n
      from ${sql.raw(`"${table}"`)} where ${at} >= ${from} and ${at} < ${until} group by 1`;
  };
  const result = await db.execute(sql`
    with weeks as (
      select (${firstMonday}::date + 7 * n) as week_start from generate_series(0, ${weeks - 1}::int) as n
    ),
    new_users as (${perWeek('users', 'created_at')}),
    enrolled as (${perWeek('enrollments', 'enrolled_at')}),
    answered as (${perWeek('rsvps', 'created_at')})
    select to_char(weeks.week_start, 'YYYY-MM-DD') as week_start,
      coalesce(new_users.n, 0) as new_users,
      coalesce(enrolled.n, 0) as enrollments,
      coalesce(answered.n, 0) as rsvps
    from weeks
      left join new_users on new_users.week_start = weeks.week_start
      left join enrolled on enrolled.week_start = weeks.week_start
      left join answered on answered.week_start = weeks.week_start
    order by weeks.week_start
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
