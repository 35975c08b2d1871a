import type { RsvpCheckinInput } from '../schemas/checkin.js';
import {
  AttendanceSheetSchema,
  CheckinPanelSchema,
  CheckinResultSchema,
  type CheckinSettingsInput,
  CheckinSettingsSchema,
} from '../schemas/checkin.js';
import { RsvpSchema } from '../schemas/rsvp.js';
import type { Transport } from './transport.js';

/**
 * Check-in (issue 25): a code per course session and per event, shown to staff; a signed-in student or
 * attendee who opens its link inside the window is checked in once.
 */
export function checkinResource(transport: Transport) {
  const session = (courseId: number, sessionId: number) =>
    `/courses/${courseId}/sessions/${sessionId}/checkin`;
  const event = (eventId: number) => `/events/${eventId}/checkin`;
  return {
    /** POST /checkin/{code}: checks the signed-in user in (present, or late after the start). */
    checkIn: (code: string) =>
      transport.request('POST', `/checkin/${encodeURIComponent(code)}`, { schema: CheckinResultSchema }),
    /** GET .../sessions/{sessionId}/checkin (the course's staff): the code, the window, who checked in. */
    sessionPanel: (courseId: number, sessionId: number) =>
      transport.request('GET', session(courseId, sessionId), { schema: CheckinPanelSchema }),
    /** POST .../sessions/{sessionId}/checkin/code (staff): a new code; the old link stops working. */
    regenerateSessionCode: (courseId: number, sessionId: number) =>
      transport.request('POST', `${session(courseId, sessionId)}/code`, { schema: CheckinPanelSchema }),
    /** PUT /courses/{id}/checkin (staff): minutes before each session's start that check-in opens. */
    courseSettings: (courseId: number, input: CheckinSettingsInput) =>
      transport.request('PUT', `/courses/${courseId}/checkin`, {
        body: input,
        schema: CheckinSettingsSchema,
      }),
    /** GET /courses/{id}/attendance (staff): every session times every enrolled student. */
    courseAttendance: (courseId: number) =>
      transport.request('GET', `/courses/${courseId}/attendance`, { schema: AttendanceSheetSchema }),
    /** GET /events/{id}/checkin (owners, admins): the code, the window, who checked in. */
    eventPanel: (eventId: number) => transport.request('GET', event(eventId), { schema: CheckinPanelSchema }),
    /** POST /events/{id}/checkin/code (owners, admins): a new code; the old link stops working. */
    regenerateEventCode: (eventId: number) =>
      transport.request('POST', `${event(eventId)}/code`, { schema: CheckinPanelSchema }),
    /** PUT /events/{id}/checkin (owners, admins): minutes before the start that check-in opens. */
    eventSettings: (eventId: number, input: CheckinSettingsInput) =>
      transport.request('PUT', event(eventId), { body: input, schema: CheckinSettingsSchema }),
    /** PUT /events/{id}/attendees/{rsvpId}/checkin (owners, admins): check an attendee in by hand, or undo. */
    markRsvp: (eventId: number, rsvpId: number, input: RsvpCheckinInput) =>
      transport.request('PUT', `/events/${eventId}/attendees/${rsvpId}/checkin`, {
        body: input,
        schema: RsvpSchema,
      }),
  };
}
