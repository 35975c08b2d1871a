import type { PlannedRow } from '../../shared/bulk.js';

/**
 * The adds of one `campus groups add-members` run, sent as POST /groups/{id}/users calls of at most `size`
 * user ids (one transaction each) instead of one PUT a row. The server takes such a call whole or refuses it
 * whole (an admin or an unknown id among them: 422), so when a call is refused each of its rows is sent on
 * its own (PUT /groups/{id}/users/{userId}) and fails alone with its own reason. `plan` names the rows to
 * send once they are planned, before any apply runs; `add` is what a planned row's apply calls.
 */
export function batchedMemberAdds(
  sendMany: (userIds: number[]) => Promise<unknown>,
  sendOne: (userId: number) => Promise<unknown>,
  size: number,
) {
  const chunkOf = new Map<number, number>();
  const chunks: number[][] = [];
  const answers = new Map<number, Promise<boolean>>();

  /** Whether the chunk went in whole (false: it was refused, and its rows go one by one). */
  function sent(index: number): Promise<boolean> {
    let pending = answers.get(index);
    if (!pending) {
      pending = sendMany(chunks[index] ?? []).then(
        () => true,
        () => false,
      );
      answers.set(index, pending);
    }
    return pending;
  }

  return {
    plan(rows: PlannedRow[]): PlannedRow[] {
      for (const row of rows) {
        if (row.settled || !row.apply || row.userId === null || chunkOf.has(row.userId)) continue;
        const last = chunks.at(-1);
        const chunk = last && last.length < size ? last : [];
        if (chunk !== last) chunks.push(chunk);
        chunk.push(row.userId);
        chunkOf.set(row.userId, chunks.length - 1);
      }
      return rows;
    },
    async add(userId: number): Promise<void> {
      const index = chunkOf.get(userId);
      if (index === undefined) throw new Error(`User ${userId} was not planned for a batch`);
      if (!(await sent(index))) await sendOne(userId);
    },
  };
}
