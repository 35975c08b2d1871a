import type { LiveEvent, LiveTopic } from '@campus/sdk';

/**
 * The seam of live updates (issue 25), decorated as `app.live`: services call it AFTER their change has
 * committed, and it reaches every open GET /api/live stream concerned, in every process (over `app.changes`).
 * Publishing never queries the database per stream: whatever an event carries is computed once by the
 * publisher.
 */
export interface LiveHub {
  /** To every open stream of these users (their unread count, their waitlist entries). */
  toUsers(userIds: readonly number[], event: LiveEvent): void;
  /** To every stream watching the topic ('event:5', 'course:3', 'session:12'): seats left, check-ins. */
  toWatchers(topic: LiveTopic, event: LiveEvent): void;
  /**
   * Places left changed on an event or course (an RSVP, a sale, an enrollment, a capacity change, a waitlist
   * offer): computes the seats and tickets left once and sends a `seats` event to the topic's watchers.
   */
  seatsChanged(target: 'event' | 'course', id: number): Promise<void>;
  /** The user's unread count changed: reads it once and sends an `unread` event to their streams. */
  unreadChanged(userIds: readonly number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}
