import type { AttendeeStatistics, Rsvp } from '@campus/sdk';
import * as sdk from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './attendees.js';
import { parsePublish, parseUnpublish } from './publish.js';
import { attendeeCsvRecord, attendeeRow, statisticsLine } from './shared/attendee-rows.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('events attendees parse', () => {
  it('takes the event id, --csv and --json', () => {
    expect(parse(['3'])).toEqual({ globals, id: 3, csv: false });
    expect(parse(['3', '--csv'])).toEqual({ globals, id: 3, csv: true });
    expect(parse(['3', '--json'])).toEqual({ globals: { ...globals, json: true }, id: 3, csv: false });
  });

  it.each([[[]], [['abc']], [['3', '--csv', '--json']], [['3', '--past']]])('refuses %j (exit 2)', (argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });
});

describe('events publish and unpublish parse', () => {
  it('take the event id', () => {
    expect(parsePublish(['7'])).toEqual({ globals, id: 7 });
    expect(parseUnpublish(['7', '--json'])).toEqual({ globals: { ...globals, json: true }, id: 7 });
  });

  it.each([[[]], [['x']], [['7', '8']]])('refuse %j (exit 2)', (argv) => {
    expect(() => parsePublish(argv)).toThrow(UsageError);
    expect(() => parseUnpublish(argv)).toThrow(UsageError);
  });
});

describe('events attendees rows', () => {
  const rsvp = {
    id: 11,
    event_id: 3,
    user_id: 5,
    response: 'yes',
    quantity: 2,
    status: 'pending',
    payment_type: 'credit_card',
    paid_amount: 12.5,
    total_amount_owed: 30,
    user: { id: 5, username: 'parent', first_name: 'Pat', middle_name: null, last_name: 'Lee' },
  } as unknown as Rsvp;

  it('shows name, username, response, quantity, status badge, payment type and paid', () => {
    expect(attendeeRow(sdk, rsvp)).toEqual([
      'Pat Lee',
      'parent',
      'yes',
      '2',
      'Pending Approval',
      'Credit Card',
      '$12.50',
    ]);
    expect(
      attendeeRow(sdk, {
        ...rsvp,
        status: 'approved',
        payment_type: null,
        paid_amount: null,
        user: undefined,
      }),
    ).toEqual(['-', 'user 5', 'yes', '2', 'Registered', '-', '-']);
  });

  it('writes plain values for CSV', () => {
    expect(attendeeCsvRecord(rsvp)).toEqual([
      '11',
      '5',
      'Pat Lee',
      'parent',
      'yes',
      '2',
      'pending',
      'credit_card',
      '12.50',
      '30.00',
    ]);
  });

  it('sums the statistics in one line', () => {
    const statistics: AttendeeStatistics = {
      total_rsvps: 3,
      approved: 1,
      pending: 1,
      denied: 1,
      yes: 3,
      maybe: 0,
      no: 0,
      confirmed_seats: 2,
      seats_taken: 3,
      max_capacity: 40,
    };
    expect(statisticsLine(statistics)).toBe(
      '3 RSVPs · 1 approved, 1 pending, 1 denied · yes 3, maybe 0, no 0 · seats taken 3 of 40 (2 confirmed)',
    );
    expect(statisticsLine({ ...statistics, total_rsvps: 1, max_capacity: null })).toContain('1 RSVP · ');
  });
});
