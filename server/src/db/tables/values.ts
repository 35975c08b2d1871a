// The allowed values of the text columns that hold a state or a choice. They come from the sdk, so the
// database, the server and the clients agree; they type the Drizzle columns, while the database keeps
// plain text so a new value needs no migration.
export {
  ATTENDANCE_STATUSES,
  CHECKIN_METHODS,
  COURSE_STATUSES,
  ENROLLMENT_STATUSES,
  EVENT_STATUSES,
  MEMBERSHIP_ROLES,
  MONTHLY_OPTIONS,
  PAYMENT_TYPES,
  RECURRENCE_TYPES,
  RSVP_PAYMENT_TYPES,
  RSVP_RESPONSES,
  RSVP_STATUSES,
  SESSION_STATUSES,
  VISIBILITIES,
} from '@campus/sdk';

/** States of a demo payment intent (no real payment provider). */
export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled'] as const;

/** What an upload was made for (the upload call it came through). */
export const UPLOAD_PURPOSES = ['event_photo', 'course_photo'] as const;
