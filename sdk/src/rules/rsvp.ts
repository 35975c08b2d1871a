import type { RsvpStatus } from '../schemas/rsvp.js';
import type { RsvpResponse } from './constants.js';

/** Spec section 4: pending when the event needs approval or is paid, otherwise approved. */
export function initialRsvpStatus(event: { approval_required: boolean; is_free: boolean }): RsvpStatus {
  return event.approval_required || !event.is_free ? 'pending' : 'approved';
}

/** Seats an RSVP holds: only a yes that is not denied takes seats. */
export function seatsHeld(rsvp: { response: RsvpResponse; status: RsvpStatus; quantity: number }): number {
  return rsvp.response === 'yes' && rsvp.status !== 'denied' ? rsvp.quantity : 0;
}

/** Seats left, or null when the event has no capacity limit. */
export function seatsLeft(event: { max_capacity: number | null }, seatsTaken: number): number | null {
  return event.max_capacity === null ? null : Math.max(0, event.max_capacity - seatsTaken);
}

/** The Registration Status panel's badge (spec section 2): Registered, Pending Approval or Denied. */
export function registrationBadge(status: RsvpStatus): 'Registered' | 'Pending Approval' | 'Denied' {
  if (status === 'denied') return 'Denied';
  if (status === 'pending') return 'Pending Approval';
  return 'Registered';
}

/** The refusal when a yes would take more seats than are left. */
export function notEnoughSeatsMessage(left: number): string {
  return left === 0
    ? 'This event is full.'
    : `Only ${left} seat${left === 1 ? '' : 's'} left for this event.`;
}
