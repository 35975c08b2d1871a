import type { WaitlistEntry } from '@campus/sdk';

/** A waitlist entry as the server answers it: waiting for event 2 unless told otherwise. */
export function waitlistEntry(id: number, overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id,
    target: 'event',
    event_id: 2,
    ticket_type_id: null,
    course_id: null,
    user_id: 11,
    status: 'waiting',
    position: 1,
    title: 'Parent-Teacher Night',
    ticket_type_name: null,
    offered_at: null,
    expires_at: null,
    created_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
