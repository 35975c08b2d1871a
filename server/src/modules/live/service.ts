import { LIVE_MESSAGES, type LiveTicket, type ParsedLiveTopic } from '@campus/sdk';
import type { Actor, UserActor } from '../../auth/actor.js';
import type { Database } from '../../db/connect.js';
import { UnauthorizedError } from '../../errors.js';
import type { Watches } from '../../live/sse-stream.js';
import { countUnreadByReader } from '../messages/unread-counts.js';
import { issueLiveTicket, type LiveViewer, redeemLiveTicket } from './tickets.js';
import { authorizeTopics } from './topics.js';

/** What a stream opens with: who it is for, what it watches, and the unread count to send first. */
export interface OpenedStream {
  viewer: LiveViewer;
  watches: Watches;
  unread: number;
}

/**
 * GET /api/live and its tickets. Everything the stream needs from the database is read here, when it opens;
 * afterwards it only receives what publishers computed.
 */
export function createLiveService(db: Database, now: () => Date) {
  return {
    ticket: (actor: UserActor): Promise<LiveTicket> => issueLiveTicket(db, actor, now()),

    /**
     * The bearer token's actor, else the ticket's (used up here); then each topic checked. The current unread
     * count goes first, so a client that reconnects has missed nothing of it.
     */
    async open(actor: Actor, ticket: string | undefined, topics: ParsedLiveTopic[]): Promise<OpenedStream> {
      const viewer = actor ?? (ticket ? await redeemLiveTicket(db, ticket, now()) : null);
      if (!viewer) throw new UnauthorizedError(ticket && !actor ? LIVE_MESSAGES.badTicket : undefined);
      const watches = await authorizeTopics(db, viewer, topics);
      const unread = (await countUnreadByReader(db, [viewer.id])).get(viewer.id) ?? 0;
      return { viewer, watches, unread };
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
