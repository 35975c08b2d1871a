import type { EnrollmentBatchResult, EnrollmentBatchRow } from '@campus/sdk';
import { failed, type PlannedRow, type RowOutcome, unchanged } from '../../shared/bulk.js';
import { RowChunks } from '../../shared/row-chunks.js';
import { ALREADY_ENROLLED } from './enroll-plan.js';

/** What an enrolled row reports (the single add's status). */
const ENROLLED = 'enrolled';

/** One row of a batch answer as the per-row report shows it. */
export function batchRowOutcome(row: EnrollmentBatchRow): string | RowOutcome {
  if (row.status === 'enrolled') return ENROLLED;
  if (row.status === 'unchanged') return unchanged(ALREADY_ENROLLED);
  return failed(row.message ?? 'failed');
}

/**
 * The adds of one `campus courses enroll` run, sent as POST /admin/courses/{id}/enrollments/batch calls of
 * at most `size` user ids each instead of one call a row. `add` is what a planned row's apply calls: the
 * first row of a chunk to run sends its chunk, the other rows of the chunk wait for that one answer and
 * read their own row of it (the progress bar moves a chunk at a time). `plan` names the rows to send once
 * they are planned, before any apply runs. A call that fails fails every row of its chunk with its message.
 */
export function batchedAdds(send: (userIds: number[]) => Promise<EnrollmentBatchResult>, size: number) {
  const chunks = new RowChunks(size);
  const answers = new Map<number, Promise<Map<number, EnrollmentBatchRow>>>();

  function answer(index: number): Promise<Map<number, EnrollmentBatchRow>> {
    let pending = answers.get(index);
    if (!pending) {
      pending = send(chunks.chunks[index] ?? []).then(
        (result) => new Map(result.rows.map((row) => [row.user_id, row])),
      );
      answers.set(index, pending);
    }
    return pending;
  }

  return {
    /** The planned rows: those with a call to make are sent, in their order, `size` at a time. */
    plan: (rows: PlannedRow[]): PlannedRow[] => chunks.plan(rows),
    async add(userId: number): Promise<string | RowOutcome> {
      const row = (await answer(chunks.indexOf(userId))).get(userId);
      if (!row) throw new Error(`The server did not answer for user ${userId}`);
      return batchRowOutcome(row);
    },
  };
}
