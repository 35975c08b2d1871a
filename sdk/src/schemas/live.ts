import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';

// Live updates (issue 25): one server-sent events stream per signed-in client, GET /api/live. Each message
// is a named event (`event: <type>`) whose data is one of these, as JSON. The stream also carries comment
// lines (heartbeats) that clients ignore.

/** What a client may watch besides its own user: the event, course or session open on screen. */
export const LIVE_TOPIC_KINDS = ['event', 'course', 'session'] as const;
export type LiveTopicKind = (typeof LIVE_TOPIC_KINDS)[number];
/** 'event:5', 'course:3', 'session:12'. */
export type LiveTopic = `${LiveTopicKind}:${number}`;

export function liveTopic(kind: LiveTopicKind, id: number): LiveTopic {
  return `${kind}:${id}`;
}

/** The reader's unread message count changed (a message arrived, was read or deleted). */
export const LiveUnreadSchema = z.object({ type: z.literal('unread'), count: z.number().int().min(0) });

/**
 * Places left changed on a watched event or course: `seats_left` for an event's seats or a course's places
 * (null: unlimited), and each ticket type's tickets left (events only; null: unlimited).
 */
export const LiveSeatsSchema = z.object({
  type: z.literal('seats'),
  target: z.enum(['event', 'course']),
  id: IdSchema,
  seats_left: z.number().int().nullable(),
  tickets: z.array(z.object({ id: IdSchema, left: z.number().int().nullable() })),
});

/**
 * One of the reader's waitlist entries changed: a new position, or an offer to claim before `expires_at`
 * (status offered), or the offer ended (claimed, declined, expired).
 */
export const LiveWaitlistSchema = z.object({
  type: z.literal('waitlist'),
  entry_id: IdSchema,
  target: z.enum(['event', 'ticket_type', 'course']),
  /** The event (for events and ticket types) or course the entry is for. */
  event_id: IdSchema.nullable(),
  course_id: IdSchema.nullable(),
  status: z.string(),
  position: z.number().int().nullable(),
  expires_at: TimestampSchema.nullable(),
});

/** Someone checked in to a watched session or event (the attendees and attendance screens). */
export const LiveCheckinSchema = z.object({
  type: z.literal('checkin'),
  target: z.enum(['session', 'event']),
  id: IdSchema,
  user_id: IdSchema,
  /** present or late for a session; present for an event. */
  status: z.string(),
  checked_in_at: TimestampSchema,
});

export const LiveEventSchema = z.discriminatedUnion('type', [
  LiveUnreadSchema,
  LiveSeatsSchema,
  LiveWaitlistSchema,
  LiveCheckinSchema,
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** At most this many topics on one stream (a screen watches one or two). */
export const MAX_LIVE_TOPICS = 10;

export const LIVE_MESSAGES = {
  badTopic: 'Each topic is event:ID, course:ID or session:ID',
  tooManyTopics: `At most ${MAX_LIVE_TOPICS} topics`,
  badTicket: 'The live ticket is unknown, used or expired',
} as const;

const TOPIC_PATTERN = /^(event|course|session):([1-9]\d{0,9})$/;

/** One topic, 'event:5', as `{ kind, id }`. */
export const LiveTopicSchema = z
  .string()
  .regex(TOPIC_PATTERN, LIVE_MESSAGES.badTopic)
  .transform((text) => {
    const [kind, id] = text.split(':') as [LiveTopicKind, string];
    return { kind, id: Number(id) };
  })
  .refine((topic) => topic.id <= 2_147_483_647, LIVE_MESSAGES.badTopic);
export type ParsedLiveTopic = z.output<typeof LiveTopicSchema>;

/**
 * The query of GET /api/live: `watch` is a comma-separated list of topics (none: only the user's own
 * events), `ticket` a one-use ticket from POST /api/live/ticket (browsers' EventSource sends no header).
 */
export const LiveStreamQuerySchema = z.object({
  watch: z
    .string()
    .max(400)
    .optional()
    .transform((text) => (text ? [...new Set(text.split(','))] : []))
    .pipe(z.array(LiveTopicSchema).max(MAX_LIVE_TOPICS, LIVE_MESSAGES.tooManyTopics)),
  ticket: z.string().max(100).optional(),
});

/** The answer of POST /api/live/ticket: a ticket good for one GET /api/live within a minute. */
export const LiveTicketSchema = z.object({ ticket: z.string(), expires_at: TimestampSchema });
export type LiveTicket = z.infer<typeof LiveTicketSchema>;

/** The `watch` parameter for these topics. */
export function liveWatchParam(topics: readonly LiveTopic[]): string {
  return [...new Set(topics)].sort().join(',');
}
