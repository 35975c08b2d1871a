import { type LiveEvent, LiveEventSchema, type LiveTopic } from '@campus/sdk';

/**
 * What travels between processes for the live streams: an event and who it is for, either users (their own
 * streams) or the watchers of a topic. Publishers send a batch at once (one unread count per recipient).
 */
export type LiveDelivery = { users: number[]; event: LiveEvent } | { topic: LiveTopic; event: LiveEvent };

/** A received batch, checked: a malformed delivery (another version's, say) is dropped, not passed on. */
export function readDeliveries(payload: unknown): LiveDelivery[] {
  if (!Array.isArray(payload)) return [];
  const deliveries: LiveDelivery[] = [];
  for (const item of payload as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const parsed = LiveEventSchema.safeParse((item as { event?: unknown }).event);
    if (!parsed.success) continue;
    if ('users' in item && Array.isArray(item.users)) {
      const users = item.users.filter((id): id is number => Number.isInteger(id));
      deliveries.push({ users, event: parsed.data });
    } else if ('topic' in item && typeof item.topic === 'string') {
      deliveries.push({ topic: item.topic as LiveTopic, event: parsed.data });
    }
  }
  return deliveries;
}

/**
 * Splits a batch so that each part's JSON stays under `maxBytes` (NOTIFY refuses 8,000 bytes): a course
 * message to many staff is many small deliveries.
 */
export function chunkDeliveries(deliveries: readonly LiveDelivery[], maxBytes: number): LiveDelivery[][] {
  const chunks: LiveDelivery[][] = [];
  let current: LiveDelivery[] = [];
  let size = 2;
  for (const delivery of deliveries) {
    const bytes = Buffer.byteLength(JSON.stringify(delivery)) + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      chunks.push(current);
      current = [];
      size = 2;
    }
    current.push(delivery);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
