import { type LiveEvent, type LiveTopic, liveTopic } from '@campus/sdk';
import type { Database } from '../db/connect.js';
import { countUnreadByReader } from '../modules/messages/unread-counts.js';
import type { LiveBus } from './bus.js';
import type { LiveHub } from './live-hub.js';
import { readSeats } from './seats-query.js';

interface HubLog {
  error(object: object, message: string): void;
}

/**
 * The real hub: computes what an event carries once, in the publishing process, and sends it over the bus to
 * every process, whose registry hands it to its streams. A failure to publish is logged, never thrown: the
 * change it reports is committed already, and clients catch up when their stream reopens.
 */
export function createLiveHub(db: Database, bus: LiveBus, log: HubLog): LiveHub {
  function send(deliveries: Parameters<LiveBus['publish']>[0]): Promise<void> {
    return bus.publish(deliveries).catch((error: unknown) => {
      log.error({ err: error }, 'Publishing a live update failed');
    });
  }

  return {
    toUsers(userIds: readonly number[], event: LiveEvent) {
      if (userIds.length > 0) void send([{ users: [...userIds], event }]);
    },
    toWatchers(topic: LiveTopic, event: LiveEvent) {
      void send([{ topic, event }]);
    },
    async seatsChanged(target, id) {
      try {
        const event = await readSeats(db, target, id);
        if (event) await send([{ topic: liveTopic(target, id), event }]);
      } catch (error) {
        log.error({ err: error, target, id }, 'Reading the seats left for a live update failed');
      }
    },
    async unreadChanged(userIds) {
      if (userIds.length === 0) return;
      try {
        const counts = await countUnreadByReader(db, userIds);
        await send(
          [...counts].map(([userId, count]) => ({ users: [userId], event: { type: 'unread', count } })),
        );
      } catch (error) {
        log.error({ err: error }, 'Reading unread counts for a live update failed');
      }
    },
  };
}
