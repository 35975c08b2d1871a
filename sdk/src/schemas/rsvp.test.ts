import { describe, expect, it } from 'vitest';
import { RsvpSchema, RsvpStatusSchema } from './rsvp.js';

describe('RsvpStatusSchema', () => {
  it.each([
    ['approved', 'approved'],
    ['pending', 'pending'],
    ['denied', 'denied'],
    ['confirmed', 'approved'],
  ])('%s -> %s', (input, canonical) => expect(RsvpStatusSchema.parse(input)).toBe(canonical));

  it('refuses unknown statuses', () => {
    expect(RsvpStatusSchema.safeParse('rejected').success).toBe(false);
  });
});

describe('RsvpSchema', () => {
  const rsvp = {
    id: 1,
    event_id: 3,
    user_id: 9,
    response: 'yes',
    quantity: 2,
    status: 'confirmed',
    notes: null,
    payment_type: 'zelle',
    total_amount_owed: 30,
    tickets: [
      {
        ticket_type_id: 11,
        ticket_type_name: 'General Admission',
        quantity: 2,
        unit_price: 15,
        total_price: 30,
      },
    ],
  };

  it('parses a paid RSVP and normalizes its status', () => {
    const parsed = RsvpSchema.parse(rsvp);
    expect(parsed.status).toBe('approved');
    expect(parsed.tickets[0]?.total_price).toBe(30);
  });

  it.each([
    ['response', 'perhaps'],
    ['payment_type', 'paypal'],
  ])('refuses %s = %s', (field, value) => {
    expect(RsvpSchema.safeParse({ ...rsvp, [field]: value }).success).toBe(false);
  });

  it('accepts none as payment type for free events', () => {
    expect(RsvpSchema.parse({ ...rsvp, payment_type: 'none' }).payment_type).toBe('none');
  });
});
