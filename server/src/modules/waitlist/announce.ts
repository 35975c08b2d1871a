import { WAITLIST_MESSAGES, type WaitlistEntry, waitlistLinePath } from '@campus/sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../../changes/change-feed.js';
import type { Database } from '../../db/connect.js';
import type { LiveHub } from '../../live/live-hub.js';
import { sendSystemMessage } from '../messages/send-system.js';
import type { Tx } from '../rsvps/repository.js';
import type { Offer } from './places.js';
import { type LineOf, lineFacts, readEntries } from './repository.js';

/** What the waitlist tells the world after a commit: live streams, and the change feed for caches. */
export interface WaitlistEffects {
  /** Read at each use: the live stream's hub replaces the app's seam once it lands. */
  live: () => LiveHub;
  changes: ChangeFeed;
  log: FastifyBaseLogger;
  /** Asks the clock for a sweep when an offer ends (a durable job on PostgreSQL). */
  sweepAt?: (at: Date) => Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** In the offer's transaction: the inbox message that tells the user (it commits with the offer, or not at all). */
export async function sendOfferMessages(tx: Tx, offers: readonly Offer[], at: Date): Promise<void> {
  for (const offer of offers) {
    const facts = await lineFacts(tx, offer.line);
    if (!facts) continue;
    const path = waitlistLinePath({
      event_id: offer.line.kind === 'event' ? offer.line.id : null,
      course_id: offer.line.kind === 'course' ? offer.line.id : null,
    });
    const until = offer.expiresAt.toISOString().replace('T', ' ').slice(0, 16);
    await sendSystemMessage(tx as unknown as Database, {
      fromUserId: null,
      toUserIds: [offer.userId],
      subject: WAITLIST_MESSAGES.offerSubject(facts.title).slice(0, 255),
      content: `<p>${escapeHtml(WAITLIST_MESSAGES.offerBody(facts.title, `${until} UTC`))}</p><p><a href="${path}">Claim or decline it here</a> (or: campus waitlist claim ${offer.entryId}).</p>`,
      courseId: offer.line.kind === 'course' ? offer.line.id : null,
      at,
    });
  }
}

/**
 * After a commit that changed entries: each owner's live streams hear of their entry (an offer, a new
 * status), offered users their unread count, watchers of the event or course the places left, and every
 * process the change feed's `answers` (a write made outside a request announces itself like one).
 */
export async function announce(
  db: Database,
  effects: WaitlistEffects,
  change: {
    entryIds: readonly number[];
    offered: readonly Offer[];
    lines: readonly LineOf[];
    outsideRequest?: boolean;
  },
): Promise<void> {
  try {
    const entries: WaitlistEntry[] = await readEntries(db, [...new Set(change.entryIds)]);
    const live = effects.live();
    for (const entry of entries) {
      live.toUsers([entry.user_id], {
        type: 'waitlist',
        entry_id: entry.id,
        target: entry.target,
        event_id: entry.event_id,
        course_id: entry.course_id,
        status: entry.status,
        position: entry.position,
        expires_at: entry.expires_at,
      });
    }
    const offeredUsers = [...new Set(change.offered.map((offer) => offer.userId))];
    if (offeredUsers.length > 0) await live.unreadChanged(offeredUsers);
    const firstEnd = Math.min(...change.offered.map((offer) => offer.expiresAt.getTime()));
    if (change.offered.length > 0) await effects.sweepAt?.(new Date(firstEnd));
    const seen = new Set<string>();
    for (const line of change.lines) {
      const key = `${line.kind}:${line.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await live.seatsChanged(line.kind, line.id);
    }
    if (change.outsideRequest) await effects.changes.publish('answers', null);
  } catch (error) {
    // The change is committed; a stream that misses it catches up on its next poll.
    effects.log.error({ err: error }, 'announcing a waitlist change failed');
  }
}
