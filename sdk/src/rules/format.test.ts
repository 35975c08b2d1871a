import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateShort,
  formatMoney,
  formatPrice,
  formatPriceRange,
  formatRsvpTickets,
  formatTime12h,
  formatTimeOrTbd,
  formatTimeRange,
  genderLabel,
  parseDateValue,
} from './format.js';

describe('money', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [25, '$25.00'],
    [1234.5, '$1,234.50'],
    ['19.99', '$19.99'],
    [0.005, '$0.01'],
    [null, '$0.00'],
    ['abc', '$0.00'],
  ] as const)('formatMoney(%j) -> %s', (value, expected) => expect(formatMoney(value)).toBe(expected));

  it.each([
    [true, 30, 'Free'],
    [false, 30, '$30.00'],
    [false, 12.5, '$12.50'],
    [null, 5, '$5.00'],
  ] as const)('formatPrice(%s, %s) -> %s', (isFree, price, expected) =>
    expect(formatPrice(isFree, price)).toBe(expected),
  );

  it.each([
    [true, [10, 20], 'Free'],
    [false, [15], '$15.00'],
    [false, [25, 10, 10], '$10.00 - $25.00'],
    [false, [7, 7], '$7.00'],
    [false, [], 'Paid'],
  ] as const)('formatPriceRange(%s, %j) -> %s', (isFree, prices, expected) =>
    expect(formatPriceRange(isFree, prices)).toBe(expected),
  );
});

describe('dates', () => {
  it.each([
    ['2026-01-05', 'Monday, January 5, 2026', 'Jan 5, 2026'],
    ['2025-12-31', 'Wednesday, December 31, 2025', 'Dec 31, 2025'],
    // Date-times use only the date part, whatever the time and zone.
    ['2026-01-05T23:30:00Z', 'Monday, January 5, 2026', 'Jan 5, 2026'],
    ['2026-01-05T00:15:00-08:00', 'Monday, January 5, 2026', 'Jan 5, 2026'],
    ['2026-01-05 08:00:00', 'Monday, January 5, 2026', 'Jan 5, 2026'],
    ['', 'N/A', 'No date'],
    [null, 'N/A', 'No date'],
    [undefined, 'N/A', 'No date'],
    ['next Tuesday', 'next Tuesday', 'next Tuesday'],
    ['2026-13-45', '2026-13-45', '2026-13-45'],
  ] as const)('%j -> long %s, short %s', (value, long, short) => {
    expect(formatDateLong(value)).toBe(long);
    expect(formatDateShort(value)).toBe(short);
  });

  it('a YYYY-MM-DD value is that local calendar day, never shifted', () => {
    const date = parseDateValue('2026-03-01');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(1);
  });

  it('formats Date objects as their local day', () => {
    expect(formatDateShort(new Date(2026, 6, 4, 22, 0))).toBe('Jul 4, 2026');
    expect(formatDateLong(new Date(Number.NaN))).toBe('N/A');
  });
});

describe('times', () => {
  it.each([
    ['14:30', '2:30 PM'],
    ['09:00', '9:00 AM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12:00 PM'],
    ['23:30:00', '11:30 PM'],
    ['', ''],
    [null, ''],
    ['25:00', '25:00'],
    ['noon', 'noon'],
  ] as const)('formatTime12h(%j) -> %j', (value, expected) => expect(formatTime12h(value)).toBe(expected));

  it('Time TBD replaces a missing time only', () => {
    expect(formatTimeOrTbd('')).toBe('Time TBD');
    expect(formatTimeOrTbd(null)).toBe('Time TBD');
    expect(formatTimeOrTbd('06:30')).toBe('6:30 AM');
  });

  it.each([
    ['09:00', '10:00', '9:00 AM - 10:00 AM'],
    ['14:30', '16:00:00', '2:30 PM - 4:00 PM'],
    ['09:00', '', '9:00 AM'],
    ['', '17:00', '5:00 PM'],
    [null, null, ''],
  ] as const)('formatTimeRange(%j, %j) -> %j', (start, end, expected) =>
    expect(formatTimeRange(start, end)).toBe(expected),
  );
});

describe('genderLabel', () => {
  it.each([
    ['male', 'Male'],
    ['female', 'Female'],
    ['other', 'Other'],
    [null, ''],
    ['', ''],
  ] as const)('%j -> %j', (gender, label) => expect(genderLabel(gender)).toBe(label));
});

describe('formatRsvpTickets', () => {
  it('lists each ticket type with its quantity, and says nothing for an RSVP without tickets', () => {
    expect(
      formatRsvpTickets([
        { ticket_type_name: 'General Admission', quantity: 2 },
        { ticket_type_name: 'VIP', quantity: 1 },
      ]),
    ).toBe('General Admission × 2, VIP × 1');
    expect(formatRsvpTickets([])).toBe('');
  });
});
