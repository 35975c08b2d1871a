// The allowed values of the text columns that hold a state or a choice (spec sections 3, 4 and 9). They
// type the Drizzle columns; the database keeps plain text so a new value needs no migration.

export const PUBLICATION_STATUSES = ['draft', 'pending', 'published'] as const;
export const VISIBILITIES = ['public', 'private'] as const;
export const RECURRENCE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export const MONTHLY_OPTIONS = ['date', 'weekday'] as const;
/** Canonical enrollment states (ARCHITECTURE decisions); aliases are mapped before they are stored. */
export const ENROLLMENT_STATUSES = ['enrolled', 'requested', 'rejected', 'completed'] as const;
export const SESSION_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export const RSVP_RESPONSES = ['yes', 'maybe', 'no'] as const;
/** Canonical RSVP states; `confirmed` is accepted on input as approved. */
export const RSVP_STATUSES = ['approved', 'pending', 'denied'] as const;
export const PAYMENT_TYPES = ['credit_card', 'cash', 'zelle', 'none'] as const;
export const ORGANIZATION_ROLES = ['member', 'admin'] as const;
export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled'] as const;
