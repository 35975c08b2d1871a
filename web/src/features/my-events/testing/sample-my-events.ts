import type { CampusEvent } from '@campus/sdk';
import { campusEvent, rsvp } from '../../events/testing/event-fixtures';

export { campusEvent, rsvp };

export const person = (id: number, first: string, last: string, username: string) => ({
  id,
  username,
  first_name: first,
  middle_name: null,
  last_name: last,
});

/** An RSVP as My Events and the attendees report answer it: with its event and user. */
export function rsvpWith(
  id: number,
  event: CampusEvent,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return rsvp(id, event.id, { event, ...overrides });
}

export function myEvents(overrides: Record<string, unknown> = {}) {
  return { confirmed: [], pending: [], denied: [], recommended: [], ...overrides };
}

export function childrenEvents(overrides: Record<string, unknown> = {}) {
  return { children: [], confirmed: [], pending: [], denied: [], recommended: [], ...overrides };
}

export function attendeeReport(eventId: number, rsvps: Record<string, unknown>[], overrides = {}) {
  return {
    event_id: eventId,
    rsvps,
    statistics: {
      total_rsvps: rsvps.length,
      approved: 2,
      pending: 1,
      denied: 0,
      yes: 3,
      maybe: 0,
      no: 0,
      confirmed_seats: 3,
      seats_taken: 4,
      max_capacity: 40,
    },
    financial_summary: {
      total_owed: 30,
      total_paid: 12.5,
      outstanding: 17.5,
      by_payment_type: { credit_card: 1, cash: 1, zelle: 0, none: 1 },
    },
    ...overrides,
  };
}

export const parentTeacherNight = campusEvent(2, {
  title: 'Grade 8 Parent-Teacher Night',
  visibility: 'private',
  approval_required: true,
  status: 'published',
  date: '2026-12-10',
});
export const roboticsShowcase = campusEvent(3, {
  title: 'Robotics Showcase',
  status: 'pending',
  date: '2026-12-20',
});
export const scienceFair = campusEvent(1, { title: 'Spring Science Fair', date: '2026-12-01' });
