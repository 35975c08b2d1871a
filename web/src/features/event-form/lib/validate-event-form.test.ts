import { describe, expect, it } from 'vitest';
import { type EventFormValues, emptyEventValues } from './event-form-values';
import { validateEventForm } from './validate-event-form';

const valid = (): EventFormValues => ({
  ...emptyEventValues(),
  title: 'Science Night',
  description: '<p>Stars</p>',
  date: '2026-05-01',
});

const ticket = (overrides: Partial<EventFormValues['ticket_types'][number]> = {}) => ({
  key: 't',
  name: 'General Admission',
  price: 5,
  description: '',
  max_quantity: 1,
  ...overrides,
});

describe('validateEventForm', () => {
  it('passes a complete event', () => {
    expect(validateEventForm(valid())).toEqual({});
  });

  it('shows the required messages and the rules across fields in one pass', () => {
    const errors = validateEventForm({
      ...emptyEventValues(),
      is_online: true,
      visibility: 'private',
      is_free: false,
      ticket_types: [ticket({ name: '', price: '', max_quantity: 0 })],
    });
    expect(errors).toEqual({
      title: 'Event title is required',
      description: 'Event description is required',
      date: 'Event date is required',
      meeting_link: 'Meeting link is required for online events',
      group_ids: 'Please select at least one group for a private event',
      'ticket_types.0.name': 'Ticket name is required',
      'ticket_types.0.price': 'Price must be a number of at least 0',
      'ticket_types.0.max_quantity': 'Max quantity must be at least 1',
    });
  });

  it('checks times, dates, capacity and the link', () => {
    expect(validateEventForm({ ...valid(), event_start_time: '', event_end_time: '' })).toEqual({
      event_start_time: 'Event start time is required',
      event_end_time: 'Event end time is required',
    });
    expect(validateEventForm({ ...valid(), event_start_time: '11:00' })).toEqual({
      event_end_time: 'End date and time must be later than start date and time',
    });
    expect(
      validateEventForm({ ...valid(), event_start_time: '11:00', event_end_date: '2026-05-02' }),
    ).toEqual({});
    expect(validateEventForm({ ...valid(), event_end_date: '2026-04-30' })).toEqual({
      event_end_date: 'End date cannot be before the start date',
    });
    expect(validateEventForm({ ...valid(), max_capacity: 0 })).toEqual({
      max_capacity: 'Maximum capacity must be at least 1',
    });
    expect(validateEventForm({ ...valid(), is_online: true, meeting_link: 'zoom' })).toEqual({
      meeting_link: 'Please enter a valid URL',
    });
    expect(validateEventForm({ ...valid(), is_free: false, ticket_types: [] })).toEqual({
      ticket_types: 'Add at least one ticket type',
    });
  });
});
