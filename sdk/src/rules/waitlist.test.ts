import { describe, expect, it } from 'vitest';
import { EventInputSchema } from './validation/event.js';
import { EventWaitlistJoinInputSchema, WaitlistOrderInputSchema } from './validation/waitlist.js';
import {
  isOfferOpen,
  offerExpiresAt,
  placesLeftAfterHolds,
  WAITLIST_MESSAGES,
  waitlistJoinRefusal,
  waitlistRefusalMessage,
} from './waitlist.js';

const facts = { ended: false, waiting: false, attending: false, full: true };

describe('waitlist rules', () => {
  it('lets a signed-in user join only a full, running event they are not in yet', () => {
    expect(waitlistJoinRefusal(facts)).toBeNull();
    expect(waitlistJoinRefusal({ ...facts, full: false })).toBe('not_full');
    expect(waitlistJoinRefusal({ ...facts, ended: true, waiting: true })).toBe('ended');
    expect(waitlistJoinRefusal({ ...facts, waiting: true })).toBe('already_waiting');
    expect(waitlistJoinRefusal({ ...facts, attending: true })).toBe('already_attending');
    expect(waitlistRefusalMessage('not_full', true)).toBe(WAITLIST_MESSAGES.ticketNotFull);
  });

  it('opens an offer for the claim window, 24 hours by default', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(offerExpiresAt(at, null).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(offerExpiresAt(at, 2).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    const entry = { status: 'offered' as const, expires_at: '2026-03-01T12:00:00.000Z' };
    expect(isOfferOpen(entry, new Date('2026-03-01T11:59:59Z'))).toBe(true);
    expect(isOfferOpen(entry, new Date('2026-03-01T12:00:00Z'))).toBe(false);
    expect(isOfferOpen({ ...entry, status: 'waiting' }, at)).toBe(false);
  });

  it('counts held offers as taken', () => {
    expect(placesLeftAfterHolds(10, 8, 1)).toBe(1);
    expect(placesLeftAfterHolds(10, 10, 1)).toBe(0);
    expect(placesLeftAfterHolds(null, 10, 1)).toBeNull();
  });

  it('validates the inputs', () => {
    expect(EventWaitlistJoinInputSchema.parse({})).toEqual({});
    expect(EventWaitlistJoinInputSchema.safeParse({ ticket_type_id: 'x' }).success).toBe(false);
    expect(WaitlistOrderInputSchema.safeParse({ entry_ids: [] }).success).toBe(false);
    expect(WaitlistOrderInputSchema.parse({ entry_ids: ['3', 1] })).toEqual({ entry_ids: [3, 1] });
    const event = {
      title: 'T',
      description: '<p>d</p>',
      date: '2026-03-01',
      event_start_time: '10:00',
      event_end_time: '11:00',
    };
    expect(EventInputSchema.parse(event).waitlist_claim_hours).toBeUndefined();
    expect(EventInputSchema.parse({ ...event, waitlist_claim_hours: '48' }).waitlist_claim_hours).toBe(48);
    expect(EventInputSchema.safeParse({ ...event, waitlist_claim_hours: 0 }).success).toBe(false);
    expect(EventInputSchema.safeParse({ ...event, waitlist_claim_hours: 169 }).success).toBe(false);
  });
});
