import type { PlannedRow } from '../../shared/bulk.js';
import { RowChunks } from '../../shared/row-chunks.js';

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
  const chunks = new RowChunks(size);
  const answers = new Map<number, Promise<boolean>>();

  /** Whether the chunk went in whole (false: it was refused, and its rows go one by one). */
  function sent(index: number): Promise<boolean> {
    let pending = answers.get(index);
    if (!pending) {
      pending = sendMany(chunks.chunks[index] ?? []).then(
        () => true,
        () => false,
      );
      answers.set(index, pending);
    }
    return pending;
  }

  return {
    plan: (rows: PlannedRow[]): PlannedRow[] => chunks.plan(rows),
    async add(userId: number): Promise<void> {
      if (!(await sent(chunks.indexOf(userId)))) await sendOne(userId);
    },
  };
}
