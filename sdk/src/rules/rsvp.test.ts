import { describe, expect, it } from 'vitest';
import { initialRsvpStatus, notEnoughSeatsMessage, registrationBadge, seatsHeld, seatsLeft } from './rsvp.js';

describe('RSVP rules', () => {
  it.each([
    [{ approval_required: false, is_free: true }, 'approved'],
    [{ approval_required: true, is_free: true }, 'pending'],
    [{ approval_required: false, is_free: false }, 'pending'],
  ] as const)('a new RSVP to %j starts %s', (event, status) => {
    expect(initialRsvpStatus(event)).toBe(status);
  });

  it('counts seats for yes answers that are not denied', () => {
    expect(seatsHeld({ response: 'yes', status: 'pending', quantity: 3 })).toBe(3);
    expect(seatsHeld({ response: 'maybe', status: 'approved', quantity: 3 })).toBe(0);
    expect(seatsHeld({ response: 'yes', status: 'denied', quantity: 3 })).toBe(0);
  });

  it('tells seats left, none for unlimited events', () => {
    expect(seatsLeft({ max_capacity: 10 }, 7)).toBe(3);
    expect(seatsLeft({ max_capacity: 10 }, 12)).toBe(0);
    expect(seatsLeft({ max_capacity: null }, 7)).toBeNull();
  });

  it('names the badge and the refusal', () => {
    expect([
      registrationBadge('approved'),
      registrationBadge('pending'),
      registrationBadge('denied'),
    ]).toEqual(['Registered', 'Pending Approval', 'Denied']);
    expect(notEnoughSeatsMessage(0)).toBe('This event is full.');
    expect(notEnoughSeatsMessage(1)).toBe('Only 1 seat left for this event.');
    expect(notEnoughSeatsMessage(4)).toBe('Only 4 seats left for this event.');
  });
});
