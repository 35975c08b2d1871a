import {
  type AttendanceSheet,
  CHECKIN_MESSAGES,
  type CheckinPanel,
  type CheckinResult,
  type CheckinSettings,
  type CheckinSettingsInputSchema,
  type CheckinTarget,
  type CheckinWindow,
  checkinMoment,
  checkinPath,
  checkinUrl,
  eventCheckinWindow,
  formatCheckinInstant,
  type LiveEvent,
  type Rsvp,
  type RsvpCheckinInput,
  sessionCheckinWindow,
  type Viewer,
} from '@campus/sdk';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseFor } from '../../authorization/course-access.js';
import { loadCourseSessionFor } from '../../authorization/course-session-access.js';
import { loadEventFor } from '../../authorization/event-access.js';
import { loadEventRsvpFor } from '../../authorization/event-rsvp-access.js';
import type { Database } from '../../db/connect.js';
import { courseSessions, courses, events } from '../../db/schema.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { toAttendeeRsvp } from '../attendees/repository.js';
import { clockTime } from '../course-sessions/repository.js';
import { platformTimeZone } from '../shared/event-end.js';
import {
  approvedRsvpCount,
  attendanceSheet,
  checkInRsvp,
  checkInToSession,
  clearRsvpCheckin,
  codeOf,
  enrolledCount,
  eventCheckins,
  findCode,
  findRsvp,
  isEnrolled,
  regenerateCode,
  sessionCheckins,
} from './repository.js';

export type CheckinSettingsChange = z.output<typeof CheckinSettingsInputSchema>;

/** Publishes a check-in to whoever watches the session or event (app.live, after the change committed). */
export type PublishCheckin = (target: CheckinTarget, id: number, event: LiveEvent) => void;

type EventRow = typeof events.$inferSelect;

/** The window of an event row. */
function eventWindow(event: EventRow): CheckinWindow | null {
  return eventCheckinWindow(
    {
      date: event.date,
      event_start_time: event.eventStartTime,
      event_end_time: event.eventEndTime,
      event_end_date: event.eventEndDate,
    },
    event.checkinOpensMinutes,
    platformTimeZone(),
  );
}

/** The wall-clock time of `now` in the platform's zone, 'HH:mm' (the attendance's arrival time). */
function arrivalTime(now: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: platformTimeZone(),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return clockTime(text) ?? '00:00';
}

/**
 * Check-in (issue 25). Staff (the course's staff for a session, the event's managers for an event) read the
 * code with the window and who has checked in, regenerate it and set when it opens; a signed-in enrolled
 * student or approved attendee who opens the code's link inside the window is checked in once, present or
 * (sessions only) late after the start. Every refusal changes nothing.
 */
export function createCheckinService(
  db: Database,
  now: () => Date = () => new Date(),
  publish: PublishCheckin = () => {},
) {
  function panel(
    origin: string,
    target: CheckinTarget,
    id: number,
    code: string,
    opensMinutes: number,
    window: CheckinWindow | null,
    expected: number,
    checkedIn: CheckinPanel['checked_in'],
  ): CheckinPanel {
    const moment = window ? checkinMoment(window, now()) : 'closed';
    return {
      target,
      id,
      code,
      path: checkinPath(code),
      url: checkinUrl(origin, code),
      checkin_opens_minutes: opensMinutes,
      opens_at: window?.opens_at.toISOString() ?? null,
      starts_at: window?.starts_at.toISOString() ?? null,
      closes_at: window?.closes_at.toISOString() ?? null,
      window: moment === 'not_yet' || moment === 'closed' ? moment : 'open',
      expected,
      checked_in: checkedIn,
    };
  }

  async function sessionPanel(
    origin: string,
    viewer: Viewer,
    courseId: number,
    sessionId: number,
    fresh: boolean,
  ) {
    const { course, session } = await loadCourseSessionFor(db, viewer, courseId, sessionId, 'edit');
    const code = fresh
      ? await regenerateCode(db, 'session', sessionId)
      : await codeOf(db, 'session', sessionId);
    const window = sessionCheckinWindow(
      { session_date: session.sessionDate, start_time: session.startTime, end_time: session.endTime },
      course.checkinOpensMinutes,
      platformTimeZone(),
    );
    return panel(
      origin,
      'session',
      sessionId,
      code,
      course.checkinOpensMinutes,
      window,
      await enrolledCount(db, courseId),
      await sessionCheckins(db, sessionId),
    );
  }

  async function eventPanel(origin: string, viewer: Viewer, eventId: number, fresh: boolean) {
    const { event } = await loadEventFor(db, viewer, eventId, 'manage');
    const code = fresh ? await regenerateCode(db, 'event', eventId) : await codeOf(db, 'event', eventId);
    return panel(
      origin,
      'event',
      eventId,
      code,
      event.checkinOpensMinutes,
      eventWindow(event),
      await approvedRsvpCount(db, eventId),
      await eventCheckins(db, eventId),
    );
  }

  /** Refuses (422) outside the window: not yet open (saying when it opens) or closed. */
  function ensureOpen(window: CheckinWindow | null, closed: string, lateCounts: boolean): 'present' | 'late' {
    const moment = window ? checkinMoment(window, now(), lateCounts) : 'closed';
    if (moment === 'not_yet' && window) {
      throw new AppError(
        422,
        CHECKIN_MESSAGES.notYet(formatCheckinInstant(window.opens_at, platformTimeZone())),
      );
    }
    if (moment === 'not_yet' || moment === 'closed') throw new AppError(422, closed);
    return moment;
  }

  async function checkInSession(actor: UserActor, sessionId: number): Promise<CheckinResult> {
    const [row] = await db
      .select({ session: courseSessions, course: courses })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(eq(courseSessions.id, sessionId))
      .limit(1);
    if (!row) throw new NotFoundError(CHECKIN_MESSAGES.codeNotFound);
    const { session, course } = row;
    if (!(await isEnrolled(db, course.id, actor.id))) throw new ForbiddenError(CHECKIN_MESSAGES.notEnrolled);
    if (session.status === 'cancelled') throw new ConflictError(CHECKIN_MESSAGES.cancelled);
    const window = sessionCheckinWindow(
      { session_date: session.sessionDate, start_time: session.startTime, end_time: session.endTime },
      course.checkinOpensMinutes,
      platformTimeZone(),
    );
    const status = ensureOpen(window, CHECKIN_MESSAGES.closed, true);
    const at = now();
    const marked = await checkInToSession(db, {
      sessionId,
      userId: actor.id,
      status,
      at: at.toISOString(),
      arrival: arrivalTime(at),
    });
    if (!marked) throw new ConflictError(CHECKIN_MESSAGES.already);
    const checkedInAt = at.toISOString();
    publish('session', sessionId, {
      type: 'checkin',
      target: 'session',
      id: sessionId,
      user_id: actor.id,
      status,
      checked_in_at: checkedInAt,
    });
    return {
      target: 'session',
      id: sessionId,
      course_id: course.id,
      title: course.name,
      date: session.sessionDate,
      start_time: clockTime(session.startTime),
      status,
      checked_in_at: checkedInAt,
    };
  }

  async function checkInEvent(actor: UserActor, eventId: number): Promise<CheckinResult> {
    const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
    if (!event) throw new NotFoundError(CHECKIN_MESSAGES.codeNotFound);
    const rsvp = await findRsvp(db, eventId, actor.id);
    if (rsvp?.status !== 'approved' || rsvp.response !== 'yes') {
      throw new ForbiddenError(CHECKIN_MESSAGES.noRsvp);
    }
    ensureOpen(eventWindow(event), CHECKIN_MESSAGES.eventClosed, false);
    const at = now().toISOString();
    if (!(await checkInRsvp(db, { eventId, userId: actor.id }, at, 'code'))) {
      throw new ConflictError(CHECKIN_MESSAGES.already);
    }
    publish('event', eventId, {
      type: 'checkin',
      target: 'event',
      id: eventId,
      user_id: actor.id,
      status: 'present',
      checked_in_at: at,
    });
    return {
      target: 'event',
      id: eventId,
      course_id: null,
      title: event.title,
      date: event.date,
      start_time: clockTime(event.eventStartTime),
      status: 'present',
      checked_in_at: at,
    };
  }

  return {
    /** POST /checkin/{code}: 404 unknown code; 403 not enrolled / no approved RSVP; 409 cancelled or again; 422 outside the window. */
    async checkIn(actor: UserActor, code: string): Promise<CheckinResult> {
      const found = await findCode(db, code);
      if (!found) throw new NotFoundError(CHECKIN_MESSAGES.codeNotFound);
      return found.target === 'session' ? checkInSession(actor, found.id) : checkInEvent(actor, found.id);
    },

    /** `origin`: where the link points (the public address, else the request's origin). */
    sessionPanel: (origin: string, viewer: Viewer, courseId: number, sessionId: number) =>
      sessionPanel(origin, viewer, courseId, sessionId, false),
    regenerateSessionCode: (origin: string, viewer: Viewer, courseId: number, sessionId: number) =>
      sessionPanel(origin, viewer, courseId, sessionId, true),
    eventPanel: (origin: string, viewer: Viewer, eventId: number) =>
      eventPanel(origin, viewer, eventId, false),
    regenerateEventCode: (origin: string, viewer: Viewer, eventId: number) =>
      eventPanel(origin, viewer, eventId, true),

    /** PUT /courses/{id}/checkin: the course's staff. */
    async courseSettings(
      actor: UserActor,
      courseId: number,
      input: CheckinSettingsChange,
    ): Promise<CheckinSettings> {
      await loadCourseFor(db, actor, courseId, 'edit');
      await db
        .update(courses)
        .set({ checkinOpensMinutes: input.checkin_opens_minutes })
        .where(eq(courses.id, courseId));
      return { checkin_opens_minutes: input.checkin_opens_minutes };
    },

    /** PUT /events/{id}/checkin: the event's managers. */
    async eventSettings(
      actor: UserActor,
      eventId: number,
      input: CheckinSettingsChange,
    ): Promise<CheckinSettings> {
      await loadEventFor(db, actor, eventId, 'manage');
      await db
        .update(events)
        .set({ checkinOpensMinutes: input.checkin_opens_minutes })
        .where(eq(events.id, eventId));
      return { checkin_opens_minutes: input.checkin_opens_minutes };
    },

    /**
     * PUT /events/{id}/attendees/{rsvpId}/checkin (managers, by hand, at any time): only an approved yes RSVP
     * checks in (others 422); checking in one already in keeps its first time; false undoes it.
     */
    async markRsvp(
      actor: UserActor,
      eventId: number,
      rsvpId: number,
      input: RsvpCheckinInput,
    ): Promise<Rsvp> {
      const { event, rsvp } = await loadEventRsvpFor(db, actor, eventId, rsvpId);
      const at = now().toISOString();
      if (!input.checked_in) await clearRsvpCheckin(db, rsvpId, at);
      else if (rsvp.status !== 'approved' || rsvp.response !== 'yes') {
        throw ValidationError.field('checked_in', 'Only an approved RSVP answering yes can check in.');
      } else if (await checkInRsvp(db, { rsvpId }, at, 'hand')) {
        publish('event', eventId, {
          type: 'checkin',
          target: 'event',
          id: eventId,
          user_id: rsvp.userId,
          status: 'present',
          checked_in_at: at,
        });
      }
      const { rsvp: updated } = await loadEventRsvpFor(db, actor, eventId, rsvpId);
      return toAttendeeRsvp(updated, event.isFree);
    },

    /** GET /courses/{id}/attendance: the course's staff. */
    async courseAttendance(actor: UserActor, courseId: number): Promise<AttendanceSheet> {
      await loadCourseFor(db, actor, courseId, 'edit');
      return { course_id: courseId, rows: await attendanceSheet(db, courseId) };
    },
  };
}

export type CheckinService = ReturnType<typeof createCheckinService>;
