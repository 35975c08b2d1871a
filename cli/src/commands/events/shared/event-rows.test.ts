import type { CampusEvent } from '@campus/sdk';
import * as sdk from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { eventPrice, eventRow, eventSeats, htmlToText } from './event-rows.js';

const event: CampusEvent = {
  id: 7,
  title: 'Jazz Night',
  description: '<p>Hi</p>',
  date: '2026-12-05',
  event_start_time: '19:00',
  event_end_time: '21:30',
  event_end_date: null,
  location: 'Auditorium',
  is_online: false,
  meeting_link: null,
  is_free: false,
  price: null,
  visibility: 'public',
  approval_required: false,
  max_capacity: 120,
  status: 'published',
  organization_id: null,
  main_photo: null,
  ticket_types: [
    { id: 1, name: 'GA', price: 15, description: null, max_quantity: 100, is_active: true },
    { id: 2, name: 'VIP', price: 40, description: null, max_quantity: 20, is_active: true },
  ],
  author: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('event rows', () => {
  it('formats a list row with the sdk formatters', () => {
    expect(eventRow(sdk, event)).toEqual([
      '7',
      'Dec 5, 2026',
      '7:00 PM - 9:30 PM',
      'Jazz Night',
      '$15.00 - $40.00',
      'Auditorium',
    ]);
    expect(eventRow(sdk, { ...event, is_online: true, event_end_date: '2026-12-06' })).toEqual(
      expect.arrayContaining(['Dec 5, 2026 - Dec 6, 2026', 'Online']),
    );
  });

  it('prices: Free, the own price, Paid', () => {
    expect(eventPrice(sdk, { ...event, is_free: true })).toBe('Free');
    expect(eventPrice(sdk, { ...event, ticket_types: [], price: 5 })).toBe('$5.00');
    expect(eventPrice(sdk, { ...event, ticket_types: [] })).toBe('Paid');
  });

  it('seats taken against the capacity', () => {
    expect(eventSeats(event)).toBe('-');
    expect(eventSeats({ ...event, seats_taken: 12 })).toBe('12 of 120');
    expect(eventSeats({ ...event, seats_taken: 12, max_capacity: null })).toBe('12');
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText(null)).toBe('');
    expect(
      htmlToText(
        '<p>Tom &amp; Jerry&#39;s <strong>show</strong></p><p><br></p><ul><li>one</li><li>two</li></ul><script>x()</script>',
      ),
    ).toBe("Tom & Jerry's show\n\n- one\n- two");
  });
});
