import { type RecommendedCourse, type RecommendedEvent, RecurrenceTypeSchema, TimeSchema } from '@campus/sdk';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courseGroups, courses, eventGroups, eventImages, events, users } from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';

// The group page's recommendations (spec section 2): the published private courses and the upcoming published
// private events that belong to the group. One statement each, whatever their number.

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);
const time = (value: string | null): string | null => TimeSchema.nullable().catch(null).parse(value);

export async function recommendedCourses(db: Database, groupId: number): Promise<RecommendedCourse[]> {
  const rows = await db
    .select({ course: courses, teacher: userSummaryColumns })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.teacherId))
    .where(
      and(
        eq(courses.status, 'published'),
        eq(courses.visibility, 'private'),
        inArray(
          courses.id,
          db
            .select({ id: courseGroups.courseId })
            .from(courseGroups)
            .where(eq(courseGroups.groupId, groupId)),
        ),
      ),
    )
    .orderBy(asc(courses.date), asc(courses.name), asc(courses.id));
  return rows.map(({ course, teacher }) => ({
    id: course.id,
    name: course.name,
    status: course.status,
    visibility: course.visibility,
    teacher: teacher ? toUserSummary(teacher) : null,
    date: course.date,
    start_time: time(course.startTime),
    end_time: time(course.endTime),
    location: course.location,
    is_online: course.isOnline,
    is_free: course.isFree,
    price: dollars(course.priceCents),
    is_recurring: course.isRecurring,
    recurrence_type: RecurrenceTypeSchema.nullable().catch(null).parse(course.recurrenceType),
    main_photo_small: course.mainPhotoSmall,
  }));
}

/** `today` is the platform's calendar date: an event dated today is still upcoming all day. */
export async function recommendedEvents(
  db: Database,
  groupId: number,
  today: string,
): Promise<RecommendedEvent[]> {
  const rows = await db
    .select({
      event: events,
      imageSmall: eventImages.imageUrlSmall,
      imageLarge: eventImages.imageUrlLarge,
    })
    .from(events)
    .leftJoin(eventImages, eq(eventImages.id, events.mainImageId))
    .where(
      and(
        eq(events.status, 'published'),
        eq(events.visibility, 'private'),
        gte(events.date, today),
        inArray(
          events.id,
          db.select({ id: eventGroups.eventId }).from(eventGroups).where(eq(eventGroups.groupId, groupId)),
        ),
      ),
    )
    .orderBy(asc(events.date), asc(events.eventStartTime), asc(events.id));
  return rows.map(({ event, imageSmall, imageLarge }) => ({
    id: event.id,
    title: event.title,
    status: event.status,
    visibility: event.visibility,
    date: event.date,
    event_start_time: event.eventStartTime,
    event_end_time: event.eventEndTime,
    location: event.location,
    is_online: event.isOnline,
    is_free: event.isFree,
    price: dollars(event.priceCents),
    main_photo: mainPhoto(event, imageSmall, imageLarge),
  }));
}

/** The starred gallery image, else the uploaded photo's URLs, else none (the card shows the default). */
function mainPhoto(
  event: typeof events.$inferSelect,
  imageSmall: string | null,
  imageLarge: string | null,
): RecommendedEvent['main_photo'] {
  if (imageSmall !== null && imageLarge !== null) {
    return { image_url_small: imageSmall, image_url_large: imageLarge };
  }
  if (event.mainPhotoSmall !== null && event.mainPhotoLarge !== null) {
    return { image_url_small: event.mainPhotoSmall, image_url_large: event.mainPhotoLarge };
  }
  return null;
}
