import type { LiveTopic, ParsedLiveTopic, Viewer } from '@campus/sdk';
import { liveTopic } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { loadCourseFor } from '../../authorization/course-access.js';
import { loadCourseSessionsFor, SESSION_ACCESS_MESSAGES } from '../../authorization/course-session-access.js';
import { loadEventFor } from '../../authorization/event-access.js';
import type { Database } from '../../db/connect.js';
import { courseSessions } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';

/**
 * Checks each topic a stream asks for through the scoped loaders, as a GET of that object would: an event or
 * course the viewer may see (404 or 403 otherwise, the loaders' answers), a session only for its course's
 * staff (its check-ins). Answers each topic with whether the viewer is its staff (an event's check-ins go to
 * its managers only). Runs once, when the stream opens.
 */
export async function authorizeTopics(
  db: Database,
  viewer: Viewer,
  topics: readonly ParsedLiveTopic[],
): Promise<Map<LiveTopic, { staff: boolean }>> {
  const watches = new Map<LiveTopic, { staff: boolean }>();
  for (const { kind, id } of topics) {
    watches.set(liveTopic(kind, id), { staff: await staffOf(db, viewer, kind, id) });
  }
  return watches;
}

async function staffOf(db: Database, viewer: Viewer, kind: ParsedLiveTopic['kind'], id: number) {
  if (kind === 'event') return (await loadEventFor(db, viewer, id)).access.can.manage;
  if (kind === 'course') return (await loadCourseFor(db, viewer, id)).access.can.edit;
  const [session] = await db
    .select({ courseId: courseSessions.courseId })
    .from(courseSessions)
    .where(eq(courseSessions.id, id))
    .limit(1);
  if (!session) throw new NotFoundError(SESSION_ACCESS_MESSAGES.sessionNotFound);
  await loadCourseSessionsFor(db, viewer, session.courseId, 'edit');
  return true;
}
