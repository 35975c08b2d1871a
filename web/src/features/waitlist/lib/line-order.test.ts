import { describe, expect, it } from 'vitest';
import { waitlistEntry } from '../testing/sample-waitlist';
import { heldEntries, moveId, reorderedEntries, waitingEntries } from './line-order';

const offered = waitlistEntry(1, { status: 'offered', position: null, expires_at: '2026-03-02T09:00:00Z' });
const first = waitlistEntry(2, { position: 1 });
const second = waitlistEntry(3, { position: 2 });
const third = waitlistEntry(4, { position: 3 });
const line = { entries: [offered, first, second, third], claim_hours: 24 };

describe('the line order', () => {
  it('puts held entries apart from the waiting ones', () => {
    expect(heldEntries(line.entries).map((entry) => entry.id)).toEqual([1]);
    expect(waitingEntries(line.entries).map((entry) => entry.id)).toEqual([2, 3, 4]);
  });

  it.each([
    [0, 1, [3, 2, 4]],
    [2, 0, [4, 2, 3]],
    [1, 1, [2, 3, 4]],
    [0, -1, [2, 3, 4]],
    [2, 3, [2, 3, 4]],
  ])('moves the entry at %i to %i', (from, to, ids) => {
    expect(moveId([2, 3, 4], from, to)).toEqual(ids);
  });

  it('renumbers the waiting entries in their new order and keeps the held ones first', () => {
    const next = reorderedEntries(line, [4, 2, 3]);
    expect(next.entries.map((entry) => [entry.id, entry.position])).toEqual([
      [1, null],
      [4, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(next.claim_hours).toBe(24);
  });
});
