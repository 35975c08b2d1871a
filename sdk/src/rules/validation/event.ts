import { z } from 'zod';
import { DEFAULT_TICKET_NAME, MAX_CAPACITY_MIN, TITLE_MAX_LENGTH, VISIBILITIES } from '../constants.js';
import { isBlankHtml } from '../html.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { optionalText } from './text.js';
import { isClockTime, toHourMinute } from './time.js';
import { claimHoursField } from './waitlist.js';
import { wholeNumberField } from './whole-number.js';

const DESCRIPTION_MAX_LENGTH = 100_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Dollars: digits with up to two decimals. */
const MONEY_TEXT = /^\d{1,7}(\.\d{1,2})?$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function requiredDate(requiredMessage: string) {
  return (
    z
      .string({ error: requiredMessage })
      .trim()
      // A blank date gets only the required message.
      .min(1, { error: requiredMessage, abort: true })
      .refine(isCalendarDate, M.eventDateInvalid)
  );
}

function requiredTime(requiredMessage: string) {
  return (
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { error: requiredMessage, abort: true })
      .refine(isClockTime, M.eventTimeInvalid)
      // '09:00:00' (a database time) reads as '09:00'.
      .transform(toHourMinute)
  );
}

/** Dollars from a body or a form: a number or decimal text, at least 0, at most two decimals. */
export function moneyField(message: string) {
  return z
    .union([z.number(), z.string().trim().regex(MONEY_TEXT, message)], { error: message })
    .transform(Number)
    .pipe(
      z
        .number({ error: message })
        .min(0, message)
        .max(9_999_999, message)
        // At most whole cents.
        .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, message),
    );
}

/** The largest count stored (a database integer holds about two billion). */
const COUNT_MAX = 1_000_000;

/** Blank means no limit (null); otherwise a whole number of at least `min` (and at most a million). */
function optionalCount(message: string, min: number) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    wholeNumberField(message, { min })
      .refine((count) => count <= COUNT_MAX, `Must be at most ${COUNT_MAX.toLocaleString('en-US')}`)
      .nullable(),
  );
}

/** One ticket type block of the event form (spec section 5). */
export const TicketTypeInputSchema = z.object({
  /** Present when editing an existing ticket type (keeps its sales). */
  id: idField().optional(),
  name: z.string({ error: M.ticketNameRequired }).trim().min(1, M.ticketNameRequired).max(TITLE_MAX_LENGTH),
  price: moneyField(M.ticketPriceInvalid),
  description: optionalText(1000),
  max_quantity: optionalCount(M.ticketMaxQuantityMin, 1),
  /** Available (true) or Sold Out (false). Omitted: a new ticket type is available, a kept one stays as it was. */
  is_active: z.boolean({ error: 'Expected true or false' }).optional(),
});
export type TicketTypeInput = z.input<typeof TicketTypeInputSchema>;

/** What the form asks for: 'draft' (Save Draft) or 'published' (Publish Event / Request to publish). */
export const EVENT_SAVE_STATUSES = ['draft', 'published'] as const;
export type EventSaveStatus = (typeof EVENT_SAVE_STATUSES)[number];

/** The ticket a paid event starts with when 'free' is unticked. */
export function defaultTicketType(): TicketTypeInput {
  return { name: DEFAULT_TICKET_NAME, price: 0, description: null, max_quantity: 1 };
}

/**
 * POST and PUT /events body, every rule of spec section 5: required fields, end after start (an empty end
 * date is the start date), end date not before start date, capacity at least 1 or blank, a URL meeting link
 * when online (and a URL whenever one is given), ticket types on a paid event, groups on a private one. The output is normalized: online
 * clears the location, in person clears the link, free clears the ticket types.
 */
export const EventInputSchema = z
  .object({
    title: z
      .string({ error: M.eventTitleRequired })
      .trim()
      .min(1, M.eventTitleRequired)
      .max(TITLE_MAX_LENGTH, `Must be at most ${TITLE_MAX_LENGTH} characters`),
    description: z
      .string({ error: M.eventDescriptionRequired })
      .max(DESCRIPTION_MAX_LENGTH, `Must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
      .refine((html) => !isBlankHtml(html), M.eventDescriptionRequired),
    date: requiredDate(M.eventDateRequired),
    event_start_time: requiredTime(M.eventStartTimeRequired),
    event_end_time: requiredTime(M.eventEndTimeRequired),
    event_end_date: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isCalendarDate(value), M.eventDateInvalid),
    is_online: z.boolean({ error: 'Expected true or false' }).default(false),
    location: optionalText(255),
    meeting_link: optionalText(2000),
    max_capacity: optionalCount(M.maxCapacityMin, MAX_CAPACITY_MIN).default(null),
    visibility: z.enum(VISIBILITIES, { error: 'Expected public or private' }).default('public'),
    approval_required: z.boolean({ error: 'Expected true or false' }).default(false),
    group_ids: z
      .array(idField())
      .max(500)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    is_free: z.boolean({ error: 'Expected true or false' }).default(true),
    ticket_types: z.array(TicketTypeInputSchema).max(50, 'At most 50 ticket types').default([]),
    status: z.enum(EVENT_SAVE_STATUSES, { error: 'Expected draft or published' }).default('published'),
    /** Hours a waitlist offer stays open; left out: 24 on create, unchanged on edit. */
    waitlist_claim_hours: claimHoursField(),
  })
  .superRefine((event, ctx) => {
    const endDate = event.event_end_date ?? event.date;
    if (endDate < event.date) {
      ctx.addIssue({ code: 'custom', path: ['event_end_date'], message: M.eventEndDateBeforeStart });
    } else if (`${endDate}T${event.event_end_time}` <= `${event.date}T${event.event_start_time}`) {
      ctx.addIssue({ code: 'custom', path: ['event_end_time'], message: M.eventEndAfterStart });
    }
    const linkError = meetingLinkError(event);
    if (linkError) ctx.addIssue({ code: 'custom', path: ['meeting_link'], message: linkError });
    if (!event.is_free && event.ticket_types.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['ticket_types'], message: M.ticketTypesRequired });
    }
    if (event.visibility === 'private' && event.group_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['group_ids'], message: M.eventGroupsRequired });
    }
  })
  .transform((event) => ({
    ...event,
    location: event.is_online ? null : event.location,
    meeting_link: event.is_online ? event.meeting_link : null,
    ticket_types: event.is_free ? [] : event.ticket_types,
    group_ids: event.visibility === 'private' ? event.group_ids : [],
  }));
export type EventInput = z.input<typeof EventInputSchema>;
export type EventData = z.output<typeof EventInputSchema>;

/**
 * The meeting link's message, or null: required when online, and an http(s) URL whenever one is given. An
 * in-person event's link is cleared on save (spec section 5), but a malformed one is still refused: the
 * form never sends one (it clears the field when going in person), so only a careless or hostile caller
 * does, and it gets a 422 rather than a silent drop.
 */
export function meetingLinkError(place: { is_online: boolean; meeting_link: string | null }): string | null {
  if (!place.meeting_link) return place.is_online ? M.meetingLinkRequired : null;
  return isWebUrl(place.meeting_link) ? null : M.meetingLinkInvalid;
}

/** An http(s) URL with a host. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The event's display price: the cheapest ticket (null when free or without tickets). */
export function eventPriceFrom(event: Pick<EventData, 'is_free' | 'ticket_types'>): number | null {
  if (event.is_free || event.ticket_types.length === 0) return null;
  return Math.min(...event.ticket_types.map((ticket) => ticket.price));
}

/** PUT /admin/events/{id}/status (admins and the event's owners). */
export const EventStatusInputSchema = z.object({
  status: z.enum(['draft', 'pending', 'published'], { error: 'Expected draft, pending or published' }),
});
export type EventStatusInput = z.input<typeof EventStatusInputSchema>;

/** Publish or Unpublish on the dashboard: published goes to draft, anything else to published (spec 4). */
export function toggledEventStatus(status: 'draft' | 'pending' | 'published'): 'draft' | 'published' {
  return status === 'published' ? 'draft' : 'published';
}

/** PUT /events/{id}/owners: the full new owner list (at least one owner stays). */
export const EventOwnersInputSchema = z.object({
  owner_ids: z
    .array(idField(), { error: 'Please select at least one owner' })
    .min(1, 'Please select at least one owner')
    .max(500)
    .transform((ids) => [...new Set(ids)]),
});
export type EventOwnersInput = z.input<typeof EventOwnersInputSchema>;
