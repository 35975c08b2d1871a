import { type CourseEndFields, type EventEndFields, hasCourseEnded, hasEventEnded } from './event-end.js';

// Waitlists (issue 25) for a full event, a full ticket type and a full course: who may join, the claim
// window, the statuses an entry goes through and the texts the server answers. Shared by the server (the
// refusals and the clock), the web app's buttons and the CLI.

/**
 * The life of an entry: `waiting` in line; `offered` a freed place, held for it until `expires_at`;
 * `in_cart` (paid ticket types) claimed into the cart, still held until `expires_at` while it is paid;
 * then one of the ends: `claimed` (the place is theirs), `declined`, `expired` (the window passed), `left`
 * (they left the line, or staff removed them).
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'in_cart',
  'claimed',
  'declined',
  'expired',
  'left',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Statuses of an entry still in play: at most one such entry per user and event, or user and course. */
export const WAITLIST_ACTIVE_STATUSES = [
  'waiting',
  'offered',
  'in_cart',
] as const satisfies readonly WaitlistStatus[];
/** Statuses that hold a place (counted as taken by RSVPs, cart adds, checkout and enrolment). */
export const WAITLIST_HOLDING_STATUSES = ['offered', 'in_cart'] as const satisfies readonly WaitlistStatus[];

export function isActiveWaitlistStatus(status: WaitlistStatus): boolean {
  return (WAITLIST_ACTIVE_STATUSES as readonly WaitlistStatus[]).includes(status);
}

export function isHoldingWaitlistStatus(status: WaitlistStatus): boolean {
  return (WAITLIST_HOLDING_STATUSES as readonly WaitlistStatus[]).includes(status);
}

/** What an entry waits for: a free event's seats, one ticket type of a paid event, or a course's places. */
export const WAITLIST_TARGETS = ['event', 'ticket_type', 'course'] as const;
export type WaitlistTarget = (typeof WAITLIST_TARGETS)[number];

/** The claim window of an offer, in hours: `waitlist_claim_hours` on events and courses. */
export const WAITLIST_CLAIM_HOURS_DEFAULT = 24;
export const WAITLIST_CLAIM_HOURS_MIN = 1;
/** A week at most: a longer hold keeps a place from everybody behind. */
export const WAITLIST_CLAIM_HOURS_MAX = 168;

/** When an offer made at `offeredAt` ends. */
export function offerExpiresAt(offeredAt: Date, claimHours: number | null | undefined): Date {
  const hours = claimHours ?? WAITLIST_CLAIM_HOURS_DEFAULT;
  return new Date(offeredAt.getTime() + hours * 3_600_000);
}

/** Whether an offer (or a paid claim's cart hold) is still open at `now`. */
export function isOfferOpen(
  entry: { status: WaitlistStatus; expires_at: string | null },
  now: Date,
): boolean {
  if (!isHoldingWaitlistStatus(entry.status) || entry.expires_at === null) return false;
  return new Date(entry.expires_at).getTime() > now.getTime();
}

/** Texts of the waitlist calls: answers and refusals (422, 409) as the server gives them. */
export const WAITLIST_MESSAGES = {
  joined: 'You have joined the waitlist.',
  left: 'You have left the waitlist.',
  claimed: 'The place is yours.',
  claimedToCart: 'The ticket is in your cart, held for you until the offer ends: check out before then.',
  declined: 'You have declined the offer.',
  offered: 'The place was offered.',
  reordered: 'The waitlist order was saved.',
  signInRequired: 'Please sign in to join the waitlist.',
  notFull: 'There are places left: register instead of joining the waitlist.',
  ticketNotFull: 'This ticket type has tickets left: buy one instead of joining the waitlist.',
  ended: 'This is over: its waitlist is closed.',
  notOpen: 'Only a published event has a waitlist.',
  alreadyWaiting: 'You are already on this waitlist.',
  alreadyAttending: 'You already have a place.',
  notOnWaitlist: 'You are not on this waitlist.',
  ticketTypeRequired: 'Choose the ticket type to wait for.',
  ticketTypeNotAllowed: 'A free event has no ticket types: leave the ticket type out.',
  ticketTypeUnknown: 'That ticket type is not one of this event.',
  noOffer: 'There is no open offer on this entry.',
  offerExpired: 'This offer has expired.',
  notWaiting: 'Only a waiting entry can be offered a place.',
  noPlace: 'No place is free: raise the capacity first, or wait for one to free up.',
  orderMismatch: 'The order must list every waiting entry exactly once.',
  heldForWaitlist: 'The last places are held for the waitlist.',
  /** The subject and body of the inbox message an offer sends. */
  offerSubject: (title: string) => `A place is free: ${title}`,
  offerBody: (title: string, expiresAt: string) =>
    `A place at ${title} is free and offered to you from the waitlist. Claim it before ${expiresAt}, or decline it to pass it on.`,
} as const;

/** Why a signed-in user may not join, as the server checks it (in this order); null when they may. */
export type WaitlistJoinRefusal = 'ended' | 'already_waiting' | 'already_attending' | 'not_full' | null;

export interface WaitlistJoinFacts {
  /** The event or course is over (hasEventEnded / hasCourseEnded). */
  ended: boolean;
  /** The user has an entry in WAITLIST_ACTIVE_STATUSES for it. */
  waiting: boolean;
  /** The user has an RSVP (not denied) or an enrollment (enrolled, requested or completed). */
  attending: boolean;
  /** No place left for them: places left (after held offers) is 0. */
  full: boolean;
}

export function waitlistJoinRefusal(facts: WaitlistJoinFacts): WaitlistJoinRefusal {
  if (facts.ended) return 'ended';
  if (facts.waiting) return 'already_waiting';
  if (facts.attending) return 'already_attending';
  if (!facts.full) return 'not_full';
  return null;
}

/** The message of a refusal (a ticket type's 'not_full' has its own). */
export function waitlistRefusalMessage(
  refusal: Exclude<WaitlistJoinRefusal, null>,
  ticketType = false,
): string {
  switch (refusal) {
    case 'ended':
      return WAITLIST_MESSAGES.ended;
    case 'already_waiting':
      return WAITLIST_MESSAGES.alreadyWaiting;
    case 'already_attending':
      return WAITLIST_MESSAGES.alreadyAttending;
    case 'not_full':
      return ticketType ? WAITLIST_MESSAGES.ticketNotFull : WAITLIST_MESSAGES.notFull;
  }
}

/** An event's waitlist closes when the event is over. */
export function eventWaitlistOpen(event: EventEndFields, now: Date, timeZone?: string): boolean {
  return !hasEventEnded(event, now, timeZone);
}

/** A course's waitlist closes when the course is over. */
export function courseWaitlistOpen(course: CourseEndFields, now: Date, timeZone?: string): boolean {
  return !hasCourseEnded(course, now, timeZone);
}

/** Places left once held offers count as taken; null when unlimited. */
export function placesLeftAfterHolds(capacity: number | null, taken: number, held: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken - held);
}

/** The label of an entry's status, for the web app and the CLI. */
export function waitlistStatusLabel(status: WaitlistStatus, position: number | null): string {
  switch (status) {
    case 'waiting':
      return position === null ? 'Waiting' : `Waiting (#${position})`;
    case 'offered':
      return 'Offered';
    case 'in_cart':
      return 'In cart';
    case 'claimed':
      return 'Claimed';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired';
    case 'left':
      return 'Left';
  }
}

/** The web page of what an entry waits for (the offer message links there to claim or decline). */
export function waitlistLinePath(entry: { event_id: number | null; course_id: number | null }): string {
  return entry.event_id !== null ? `/event/${entry.event_id}` : `/course/${entry.course_id ?? 0}`;
}
