// The Drizzle schema: every entity of spec section 3. Money is integer cents; dates are `date` columns read
// as 'YYYY-MM-DD' strings; times are 'HH:mm' text; timestamps carry a time zone.

export * from './relations.js';
export * from './tables/announcements.js';
export * from './tables/calendar-feeds.js';
export * from './tables/carts.js';
export * from './tables/checkin-codes.js';
export * from './tables/course-sessions.js';
export * from './tables/courses.js';
export * from './tables/enrollments.js';
export * from './tables/event-images.js';
export * from './tables/events.js';
export * from './tables/family.js';
export * from './tables/groups.js';
export * from './tables/idempotency-keys.js';
export * from './tables/live-tickets.js';
export * from './tables/managers.js';
export * from './tables/messages.js';
export * from './tables/organizations.js';
export * from './tables/payments.js';
export * from './tables/rsvps.js';
export * from './tables/ticket-types.js';
export * from './tables/uploads.js';
export * from './tables/users.js';
export * from './tables/values.js';
export * from './tables/waitlist.js';
