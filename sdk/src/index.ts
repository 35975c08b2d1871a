// Public surface of @campus/sdk: schemas, the client and the domain rules.

// First: it configures zod before any schema below is built.
import './zod-under-csp.js';

export * from './client/create-client.js';
export * from './client/errors.js';
export * from './client/transport.js';
export * from './rules/badges.js';
export * from './rules/constants.js';
export * from './rules/dashboard-tabs.js';
export * from './rules/environment.js';
export * from './rules/error-catalogue.js';
export * from './rules/format.js';
export * from './rules/grades.js';
export * from './rules/paths.js';
export * from './rules/permissions.js';
export * from './rules/routes.js';
export * from './rules/session-id.js';
export * from './rules/us-states.js';
export * from './rules/validation/admin-user.js';
export * from './rules/validation/cart.js';
export * from './rules/validation/create-user.js';
export * from './rules/validation/field-errors.js';
export * from './rules/validation/id.js';
export * from './rules/validation/messages.js';
export * from './rules/validation/profile.js';
export * from './rules/validation/registration.js';
export * from './rules/validation/rsvp.js';
export * from './rules/validation/text.js';
export * from './schemas/announcement.js';
export * from './schemas/cart.js';
export * from './schemas/common.js';
export * from './schemas/course.js';
export * from './schemas/course-session.js';
export * from './schemas/enrollment.js';
export * from './schemas/envelope.js';
export * from './schemas/event.js';
export * from './schemas/event-image.js';
export * from './schemas/group.js';
export * from './schemas/manager.js';
export * from './schemas/message.js';
export * from './schemas/organization.js';
export * from './schemas/permission.js';
export * from './schemas/rsvp.js';
export * from './schemas/stats.js';
export * from './schemas/ticket-type.js';
export * from './schemas/user.js';
export * from './schemas/user-detail.js';
