import type { Rsvp } from '@campus/sdk';
import * as sdk from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './rsvps.js';
import { isPurchase, rsvpPurchaseRow, rsvpRow, ticketsText } from './shared/rsvp-rows.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('events rsvps parse', () => {
  it('takes only the global flags', () => {
    expect(parse([])).toEqual({ globals });
    expect(parse(['--json'])).toEqual({ globals: { ...globals, json: true } });
  });

  it.each([[['3']], [['--past']]])('refuses %j (exit 2)', (argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });
});

describe('events rsvps rows', () => {
  it('shows the event, its date, the response, quantity and the status badge', () => {
    const rsvp = {
      id: 1,
      event_id: 3,
      response: 'yes',
      quantity: 2,
      status: 'pending',
      event: { title: 'Jazz Night', date: '2026-12-05' },
    } as unknown as Rsvp;
    expect(rsvpRow(sdk, rsvp)).toEqual(['3', 'Jazz Night', 'Dec 5, 2026', 'yes', '2', 'Pending Approval']);
    expect(rsvpRow(sdk, { ...rsvp, status: 'approved', event: undefined })).toEqual([
      '3',
      '-',
      '-',
      'yes',
      '2',
      'Registered',
    ]);
  });
});

describe('events rsvps purchase columns', () => {
  const bought = {
    id: 2,
    event_id: 4,
    response: 'yes',
    quantity: 3,
    status: 'pending',
    total_amount_owed: 70,
    tickets: [
      {
        ticket_type_id: 1,
        ticket_type_name: 'General Admission',
        quantity: 2,
        unit_price: 15,
        total_price: 30,
      },
      { ticket_type_id: 2, ticket_type_name: 'VIP', quantity: 1, unit_price: 40, total_price: 40 },
    ],
    event: { title: 'Riverside Jazz Night', date: '2026-12-07' },
  } as unknown as Rsvp;
  const free = { ...bought, tickets: [], total_amount_owed: null } as Rsvp;

  it('adds the tickets (type × quantity) and the amount owed', () => {
    expect(rsvpPurchaseRow(sdk, bought)).toEqual([
      '4',
      'Riverside Jazz Night',
      'Dec 7, 2026',
      'yes',
      '3',
      'Pending Approval',
      'General Admission × 2, VIP × 1',
      '$70.00',
    ]);
    expect(rsvpPurchaseRow(sdk, free).slice(-2)).toEqual(['-', '-']);
    expect(ticketsText(sdk, [])).toBe('-');
  });

  it('needs the columns only for a bought RSVP (tickets, or an amount owed while tickets are not sent)', () => {
    expect(isPurchase(bought)).toBe(true);
    expect(isPurchase(free)).toBe(false);
    expect(isPurchase({ tickets: [], total_amount_owed: 45 })).toBe(true);
    expect(isPurchase({ tickets: [], total_amount_owed: 0 })).toBe(false);
  });
});
