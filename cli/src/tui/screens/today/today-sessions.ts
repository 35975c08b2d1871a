import { type CalendarItem, type CampusClient, dateIn, sortCalendarItems } from '@campus/sdk';

/** A course session of today that the reader may mark: from their owner calendar, or one they teach. */
export interface TodaySession {
  courseId: number;
  sessionId: number;
  title: string;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  status: string;
}

/**
 * Today's sessions of the courses `username` owns (the owner calendar: every entry) or teaches (the mine
 * calendar's course entries whose teacher they are; their own enrollments and their children's stay out).
 * A schedule date without a session yet has nothing to mark and is left out. One row per session, by time.
 */
export function todaySessions(
  owner: readonly CalendarItem[],
  mine: readonly CalendarItem[],
  username: string,
): TodaySession[] {
  const taught = mine.filter((item) => item.teacher === username);
  const seen = new Set<number>();
  const rows: TodaySession[] = [];
  for (const item of sortCalendarItems([...owner, ...taught])) {
    if (item.kind !== 'course' || item.course_id === null || item.session_id === null) continue;
    if (seen.has(item.session_id)) continue;
    seen.add(item.session_id);
    rows.push({
      courseId: item.course_id,
      sessionId: item.session_id,
      title: item.title,
      startTime: item.start_time,
      endTime: item.end_time,
      location: item.location,
      status: item.session_status ?? 'scheduled',
    });
  }
  return rows;
}

/** The local date of `now` ('YYYY-MM-DD') and its sessions, read with two calendar calls. */
export async function loadTodaySessions(
  client: CampusClient,
  username: string,
  now: Date,
): Promise<{ date: string; sessions: TodaySession[] }> {
  const date = dateIn(now);
  const [owner, mine] = await Promise.all([
    client.calendar.range({ from: date, to: date, scope: 'owner' }),
    client.calendar.range({ from: date, to: date, scope: 'mine' }),
  ]);
  return { date, sessions: todaySessions(owner.items, mine.items, username) };
}
