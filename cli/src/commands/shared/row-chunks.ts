import type { PlannedRow } from './bulk.js';

/**
 * The user ids of a bulk run's planned rows, in calls of at most `size`: rows with a call to make go in, in
 * their order, each user once. A batched command sends a chunk when the first of its rows applies.
 */
export class RowChunks {
  private readonly chunkOf = new Map<number, number>();
  readonly chunks: number[][] = [];

  constructor(private readonly size: number) {}

  plan(rows: PlannedRow[]): PlannedRow[] {
    for (const row of rows) {
      if (row.settled || !row.apply || row.userId === null || this.chunkOf.has(row.userId)) continue;
      const last = this.chunks.at(-1);
      const chunk = last && last.length < this.size ? last : [];
      if (chunk !== last) this.chunks.push(chunk);
      chunk.push(row.userId);
      this.chunkOf.set(row.userId, this.chunks.length - 1);
    }
    return rows;
  }

  /** The index of the chunk that holds `userId`; a user not planned is a bug of the caller. */
  indexOf(userId: number): number {
    const index = this.chunkOf.get(userId);
    if (index === undefined) throw new Error(`User ${userId} was not planned for a batch`);
    return index;
  }
}
