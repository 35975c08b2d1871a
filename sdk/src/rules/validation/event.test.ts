import { describe, expect, it } from 'vitest';
import {
  defaultTicketType,
  EventInputSchema,
  EventOwnersInputSchema,
  EventStatusInputSchema,
  eventPriceFrom,
  isCalendarDate,
  isWebUrl,
  moneyField,
  TicketTypeInputSchema,
  toggledEventStatus,
} from './event.js';
import { fieldErrorsFrom } from './field-errors.js';

// The event form's rules (spec section 5): every message, the normalized output, end date defaulting, money
// and private groups.

const valid = {
  title: 'Science Night',
  description: '<p>Experiments for all ages.</p>',
  date: '2031-03-10',
  event_start_time: '18:00',
  event_end_time: '20:00',
  location: 'Lab A',
};

function errors(input: unknown) {
  const result = EventInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

describe('EventInputSchema', () => {
  it('accepts the required fields with the defaults of spec section 9', () => {
    expect(EventInputSchema.parse(valid)).toEqual({
      ...valid,
      event_end_date: null,
      is_online: false,
      meeting_link: null,
      max_capacity: null,
      visibility: 'public',
      approval_required: false,
      group_ids: [],
      is_free: true,
      ticket_types: [],
      status: 'published',
    });
  });

  it.each([
    [{ title: undefined }, 'title', 'Event title is required'],
    [{ title: '   ' }, 'title', 'Event title is required'],
    [{ title: 'x'.repeat(256) }, 'title', 'Must be at most 255 characters'],
    [{ description: undefined }, 'description', 'Event description is required'],
    [{ description: '<p><br></p>' }, 'description', 'Event description is required'],
    [{ description: '   ' }, 'description', 'Event description is required'],
    [{ date: undefined }, 'date', 'Event date is required'],
    [{ date: '' }, 'date', 'Event date is required'],
    [{ date: '2031-02-30' }, 'date', 'Enter a date as YYYY-MM-DD'],
    [{ date: '10/03/2031' }, 'date', 'Enter a date as YYYY-MM-DD'],
    [{ event_start_time: undefined }, 'event_start_time', 'Event start time is required'],
    [{ event_start_time: '' }, 'event_start_time', 'Event start time is required'],
    [{ event_start_time: '25:00' }, 'event_start_time', 'Enter a time as HH:mm'],
    [{ event_end_time: undefined }, 'event_end_time', 'Event end time is required'],
    [{ event_end_time: '' }, 'event_end_time', 'Event end time is required'],
    [
      { event_end_time: '18:00' },
      'event_end_time',
      'End date and time must be later than start date and time',
    ],
    [
      { event_end_time: '17:30' },
      'event_end_time',
      'End date and time must be later than start date and time',
    ],
    [
      { event_end_date: '2031-03-10', event_end_time: '09:00' },
      'event_end_time',
      'End date and time must be later than start date and time',
    ],
    [{ event_end_date: '2031-03-09' }, 'event_end_date', 'End date cannot be before the start date'],
    [{ event_end_date: '2031-13-01' }, 'event_end_date', 'Enter a date as YYYY-MM-DD'],
    [{ max_capacity: 0 }, 'max_capacity', 'Maximum capacity must be at least 1'],
    [{ max_capacity: -5 }, 'max_capacity', 'Maximum capacity must be at least 1'],
    [{ max_capacity: 2 ** 31 }, 'max_capacity', 'Must be at most 1,000,000'],
    [{ is_online: true }, 'meeting_link', 'Meeting link is required for online events'],
    [{ is_online: true, meeting_link: '  ' }, 'meeting_link', 'Meeting link is required for online events'],
    [{ is_online: true, meeting_link: 'meet.example.com' }, 'meeting_link', 'Please enter a valid URL'],
    [{ is_online: true, meeting_link: 'javascript:alert(1)' }, 'meeting_link', 'Please enter a valid URL'],
    [{ is_online: true, meeting_link: 'ftp://example.com' }, 'meeting_link', 'Please enter a valid URL'],
    [{ is_free: false }, 'ticket_types', 'Add at least one ticket type'],
    [{ is_free: false, ticket_types: [] }, 'ticket_types', 'Add at least one ticket type'],
    [{ visibility: 'private' }, 'group_ids', 'Please select at least one group for a private event'],
    [{ visibility: 'secret' }, 'visibility', 'Expected public or private'],
    [{ status: 'pending' }, 'status', 'Expected draft or published'],
    [{ is_online: 'yes' }, 'is_online', 'Expected true or false'],
    [{ approval_required: 1 }, 'approval_required', 'Expected true or false'],
  ])('refuses %j on %s with %s (that message only)', (overrides, field, message) => {
    expect(errors({ ...valid, ...overrides })[field]).toEqual([message]);
  });

  it.each([
    [{ name: '' }, 'ticket_types.0.name', 'Ticket name is required'],
    [{ name: '  ' }, 'ticket_types.0.name', 'Ticket name is required'],
    [{ name: undefined }, 'ticket_types.0.name', 'Ticket name is required'],
    [{ price: -1 }, 'ticket_types.0.price', 'Price must be a number of at least 0'],
    [{ price: '1.234' }, 'ticket_types.0.price', 'Price must be a number of at least 0'],
    [{ price: 1.005 }, 'ticket_types.0.price', 'Price must be a number of at least 0'],
    [{ price: 'ten' }, 'ticket_types.0.price', 'Price must be a number of at least 0'],
    [{ price: undefined }, 'ticket_types.0.price', 'Price must be a number of at least 0'],
    [{ max_quantity: 0 }, 'ticket_types.0.max_quantity', 'Max quantity must be at least 1'],
    [{ max_quantity: '99999999999' }, 'ticket_types.0.max_quantity', 'Must be at most 1,000,000'],
  ])('refuses the ticket type %j on %s with %s', (ticket, field, message) => {
    const input = { ...valid, is_free: false, ticket_types: [{ name: 'Adult', price: 10, ...ticket }] };
    expect(errors(input)[field]?.[0]).toBe(message);
  });

  it('reads an empty end date as the start date (stored as null)', () => {
    expect(EventInputSchema.parse({ ...valid, event_end_date: '' }).event_end_date).toBeNull();
    expect(EventInputSchema.parse({ ...valid, event_end_date: null }).event_end_date).toBeNull();
    // Against the start date, so the end time must still be later than the start time.
    expect(errors({ ...valid, event_end_date: '', event_end_time: '17:00' }).event_end_time).toBeDefined();
  });

  it('lets an event ending on a later day end at an earlier clock time', () => {
    const parsed = EventInputSchema.parse({
      ...valid,
      event_end_date: '2031-03-11',
      event_end_time: '09:00',
    });
    expect(parsed).toMatchObject({ event_end_date: '2031-03-11', event_end_time: '09:00' });
  });

  it('trims the texts and reads database times (HH:mm:ss) as HH:mm', () => {
    const parsed = EventInputSchema.parse({
      ...valid,
      title: '  Science Night  ',
      date: ' 2031-03-10 ',
      event_start_time: '18:00:00',
      event_end_time: '20:00:00',
    });
    expect(parsed).toMatchObject({
      title: 'Science Night',
      date: '2031-03-10',
      event_start_time: '18:00',
      event_end_time: '20:00',
    });
  });

  it('reads a blank capacity as unlimited and numeric text as a number', () => {
    expect(EventInputSchema.parse({ ...valid, max_capacity: '' }).max_capacity).toBeNull();
    expect(EventInputSchema.parse({ ...valid, max_capacity: null }).max_capacity).toBeNull();
    expect(EventInputSchema.parse({ ...valid, max_capacity: '25' }).max_capacity).toBe(25);
    expect(errors({ ...valid, max_capacity: 2.5 }).max_capacity).toBeDefined();
  });

  it('clears the location of an online event and the link of an in-person one', () => {
    const online = EventInputSchema.parse({
      ...valid,
      is_online: true,
      meeting_link: 'https://meet.example.com/x',
    });
    expect(online).toMatchObject({ location: null, meeting_link: 'https://meet.example.com/x' });
    const inPerson = EventInputSchema.parse({ ...valid, meeting_link: 'https://meet.example.com/x' });
    expect(inPerson).toMatchObject({ location: 'Lab A', meeting_link: null });
  });

  it('clears the ticket types of a free event, unchecked', () => {
    const parsed = EventInputSchema.parse({
      ...valid,
      is_free: true,
      ticket_types: [{ name: 'Adult', price: 3 }],
    });
    expect(parsed.ticket_types).toEqual([]);
  });

  it('reads ticket types: money to numbers, blank max quantity as none, availability only when sent', () => {
    const parsed = EventInputSchema.parse({
      ...valid,
      is_free: false,
      ticket_types: [
        { name: ' Adult ', price: '12.50', max_quantity: '' },
        { id: '7', name: 'Child', price: 0, description: '  Under 12 ', max_quantity: '3', is_active: false },
      ],
    });
    expect(parsed.ticket_types).toEqual([
      { name: 'Adult', price: 12.5, description: null, max_quantity: null },
      { id: 7, name: 'Child', price: 0, description: 'Under 12', max_quantity: 3, is_active: false },
    ]);
  });

  it('keeps the groups of a private event (each once) and drops those of a public one', () => {
    expect(
      EventInputSchema.parse({ ...valid, visibility: 'private', group_ids: [3, '3', 4] }).group_ids,
    ).toEqual([3, 4]);
    expect(EventInputSchema.parse({ ...valid, group_ids: [3] }).group_ids).toEqual([]);
    expect(errors({ ...valid, visibility: 'private', group_ids: ['x'] })['group_ids.0']).toBeDefined();
  });

  it('takes draft or published', () => {
    expect(EventInputSchema.parse({ ...valid, status: 'draft' }).status).toBe('draft');
  });
});

describe('moneyField', () => {
  const money = moneyField('Bad money');

  it.each([
    [0, 0],
    ['0', 0],
    ['12.5', 12.5],
    ['12.50', 12.5],
    [19.99, 19.99],
    [' 7 ', 7],
  ])('reads %j as %d dollars', (input, dollars) => {
    expect(money.parse(input)).toBe(dollars);
  });

  it.each([-0.01, '-1', '1.234', 0.001, '1e3', 'abc', '', null, true, 10_000_000])('refuses %j', (input) => {
    const result = money.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Bad money');
  });
});

describe('ticket types and prices', () => {
  it('starts a paid event with one General Admission ticket of max quantity 1', () => {
    expect(defaultTicketType()).toEqual({
      name: 'General Admission',
      price: 0,
      description: null,
      max_quantity: 1,
    });
    expect(TicketTypeInputSchema.safeParse(defaultTicketType()).success).toBe(true);
  });

  it('shows the cheapest ticket as the price, none when free', () => {
    const paid = EventInputSchema.parse({
      ...valid,
      is_free: false,
      ticket_types: [
        { name: 'Adult', price: 12.5 },
        { name: 'Child', price: '5' },
      ],
    });
    expect(eventPriceFrom(paid)).toBe(5);
    expect(eventPriceFrom(EventInputSchema.parse(valid))).toBeNull();
  });
});

describe('isCalendarDate and isWebUrl', () => {
  it('knows real days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });

  it('takes http(s) URLs with a host only', () => {
    expect(isWebUrl('https://meet.example.com/a?b=c')).toBe(true);
    expect(isWebUrl('http://localhost:3000')).toBe(true);
    expect(isWebUrl('mailto:a@b.c')).toBe(false);
    expect(isWebUrl('data:text/html,x')).toBe(false);
    expect(isWebUrl('https://')).toBe(false);
  });
});

describe('status and owners', () => {
  it('takes the three statuses; Publish and Unpublish toggle', () => {
    expect(EventStatusInputSchema.parse({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(EventStatusInputSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(toggledEventStatus('published')).toBe('draft');
    expect(toggledEventStatus('draft')).toBe('published');
    expect(toggledEventStatus('pending')).toBe('published');
  });

  it('needs at least one owner and names each once', () => {
    expect(EventOwnersInputSchema.parse({ owner_ids: [2, '2', 5] })).toEqual({ owner_ids: [2, 5] });
    for (const input of [{ owner_ids: [] }, {}]) {
      expect(EventOwnersInputSchema.safeParse(input).error?.issues[0]?.message).toBe(
        'Please select at least one owner',
      );
    }
  });
});
