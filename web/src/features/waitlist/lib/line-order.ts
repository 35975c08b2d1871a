import type { WaitlistEntries, WaitlistEntry } from '@campus/sdk';

/** The entries that hold a place now (an open offer or a paid claim in a cart): they lead the line. */
export function heldEntries(entries: readonly WaitlistEntry[]): WaitlistEntry[] {
  return entries.filter((entry) => entry.status === 'offered' || entry.status === 'in_cart');
}

/** The entries still waiting, in line order: the ones staff can reorder and offer a place to. */
export function waitingEntries(entries: readonly WaitlistEntry[]): WaitlistEntry[] {
  return entries.filter((entry) => entry.status === 'waiting');
}

/** The waiting ids with the one at `from` moved to `to` (both 0-based); unchanged when out of range. */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as number);
  return next;
}

/**
 * The line as it will be once `entryIds` (the waiting entries, first in line first) is saved: held
 * entries keep their place at the front, the waiting follow in the new order with positions 1, 2, ...
 */
export function reorderedEntries(line: WaitlistEntries, entryIds: readonly number[]): WaitlistEntries {
  const waiting = new Map(waitingEntries(line.entries).map((entry) => [entry.id, entry]));
  const reordered = entryIds.flatMap((id, index) => {
    const entry = waiting.get(id);
    return entry ? [{ ...entry, position: index + 1 }] : [];
  });
  return { ...line, entries: [...heldEntries(line.entries), ...reordered] };
}
