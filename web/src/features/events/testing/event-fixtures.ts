import type { CampusEvent, TicketType } from '@campus/sdk';

export function campusEvent(id: number, overrides: Partial<CampusEvent> = {}): CampusEvent {
  return {
    id,
    title: `Event ${id}`,
    description: `<p>About event ${id}</p>`,
    // Far ahead: the event page offers Register and Buy Ticket only until an event has ended.
    date: '2037-03-05',
    event_start_time: '14:00',
    event_end_time: '16:30',
    event_end_date: null,
    location: 'Main Hall',
    is_online: false,
    meeting_link: null,
    is_free: true,
    price: null,
    visibility: 'public',
    approval_required: false,
    max_capacity: null,
    status: 'published',
    organization_id: null,
    main_photo: null,
    ticket_types: [],
    author: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function ticket(id: number, overrides: Partial<TicketType> = {}): TicketType {
  return {
    id,
    name: `Ticket ${id}`,
    price: 10,
    description: null,
    max_quantity: 50,
    is_active: true,
    ...overrides,
  };
}

/** A page of GET /events as the server answers it. */
export function eventPage(
  data: CampusEvent[],
  current: number,
  last: number,
  perPage: number,
  total: number,
) {
  return { data, current_page: current, last_page: last, per_page: perPage, total };
}

/** An RSVP as GET /user/rsvps and POST /events/{id}/rsvp answer it. */
export function rsvp(id: number, eventId: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    event_id: eventId,
    user_id: 1,
    response: 'yes',
    quantity: 1,
    status: 'approved',
    notes: null,
    payment_type: null,
    total_amount_owed: null,
    tickets: [],
    ...overrides,
  };
}
