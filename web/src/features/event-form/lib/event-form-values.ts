import {
  type CampusEvent,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  type EventInput,
  type EventSaveStatus,
  WAITLIST_CLAIM_HOURS_DEFAULT,
} from '@campus/sdk';

/** One ticket-type block: number inputs hold a number, or '' while empty. */
export interface TicketTypeValues {
  /** Set for a ticket type that already exists (the server keeps its id and sales). */
  id?: number;
  /** A stable React key for the block (new blocks have no id yet). */
  key: string;
  name: string;
  price: number | string;
  description: string;
  max_quantity: number | string;
  /** Kept as stored (false: sold out / not on sale); the form has no control for it. */
  is_active?: boolean;
}

/**
 * The form's values, named as the POST/PUT body (EventInputSchema) so that the schema's issues land on
 * the fields and the server's 422 field errors too.
 */
export interface EventFormValues {
  title: string;
  description: string;
  is_online: boolean;
  location: string;
  meeting_link: string;
  max_capacity: number | string;
  visibility: 'public' | 'private';
  approval_required: boolean;
  group_ids: number[];
  date: string;
  event_start_time: string;
  event_end_time: string;
  event_end_date: string;
  is_free: boolean;
  ticket_types: TicketTypeValues[];
  status: EventSaveStatus;
  /** Hours a place offered from the waitlist stays open to claim. */
  waitlist_claim_hours: number | string;
}

let nextKey = 0;
/** A fresh key for a ticket block. */
export function ticketKey(): string {
  nextKey += 1;
  return `ticket-${nextKey}`;
}

/** A new event: free, public, direct join, 09:00 to 10:00 (spec section 9), no date yet. */
export function emptyEventValues(): EventFormValues {
  return {
    title: '',
    description: '',
    is_online: false,
    location: '',
    meeting_link: '',
    max_capacity: '',
    visibility: 'public',
    approval_required: false,
    group_ids: [],
    date: '',
    event_start_time: DEFAULT_START_TIME,
    event_end_time: DEFAULT_END_TIME,
    event_end_date: '',
    is_free: true,
    ticket_types: [],
    status: 'published',
    waitlist_claim_hours: WAITLIST_CLAIM_HOURS_DEFAULT,
  };
}

/** A stored event as the form edits it (missing times fall back to 09:00 and 10:00). */
export function eventFormValuesOf(event: CampusEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    is_online: event.is_online,
    location: event.location ?? '',
    meeting_link: event.meeting_link ?? '',
    max_capacity: event.max_capacity ?? '',
    visibility: event.visibility,
    approval_required: event.approval_required,
    group_ids: event.group_ids ?? event.groups?.map((group) => group.id) ?? [],
    date: event.date,
    event_start_time: event.event_start_time?.slice(0, 5) || DEFAULT_START_TIME,
    event_end_time: event.event_end_time?.slice(0, 5) || DEFAULT_END_TIME,
    event_end_date: event.event_end_date ?? '',
    is_free: event.is_free,
    ticket_types: event.ticket_types.map((ticket) => ({
      id: ticket.id,
      key: ticketKey(),
      name: ticket.name,
      price: ticket.price,
      description: ticket.description ?? '',
      max_quantity: ticket.max_quantity ?? '',
      is_active: ticket.is_active,
    })),
    status: event.status === 'draft' ? 'draft' : 'published',
    waitlist_claim_hours: event.waitlist_claim_hours ?? WAITLIST_CLAIM_HOURS_DEFAULT,
  };
}

/** The POST/PUT body; the schema (on the server too) trims and normalizes it further. */
export function eventInputOf(values: EventFormValues, status: EventSaveStatus): EventInput {
  return {
    title: values.title.trim(),
    description: values.description,
    is_online: values.is_online,
    location: values.is_online ? null : values.location.trim() || null,
    meeting_link: values.is_online ? values.meeting_link.trim() || null : null,
    max_capacity: values.max_capacity === '' ? null : values.max_capacity,
    visibility: values.visibility,
    approval_required: values.approval_required,
    group_ids: values.visibility === 'private' ? values.group_ids : [],
    date: values.date,
    event_start_time: values.event_start_time,
    event_end_time: values.event_end_time,
    event_end_date: values.event_end_date || null,
    is_free: values.is_free,
    ticket_types: values.is_free
      ? []
      : values.ticket_types.map((ticket) => ({
          ...(ticket.id ? { id: ticket.id } : {}),
          name: ticket.name.trim(),
          price: ticket.price,
          description: ticket.description.trim() || null,
          max_quantity: ticket.max_quantity === '' ? null : ticket.max_quantity,
          is_active: ticket.is_active ?? true,
        })),
    status,
    waitlist_claim_hours: values.waitlist_claim_hours,
  };
}
