import type { EnrollmentBatchResult, EnrollmentBatchRow } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { failed, type PlannedRow, unchanged } from '../../shared/bulk.js';
import { batchedAdds } from './enroll-batch.js';
import { ALREADY_ENROLLED } from './enroll-plan.js';

// The chunking of `campus courses enroll`: one batch call per `size` planned rows, each row reading its own
// answer; the server's unchanged and failed rows keep the report's words.

function answer(userIds: number[], pick: (id: number) => EnrollmentBatchRow): EnrollmentBatchResult {
  const rows = userIds.map(pick);
  const count = (status: EnrollmentBatchRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    rows,
    counts: { enrolled: count('enrolled'), unchanged: count('unchanged'), failed: count('failed') },
  };
}

function planned(ids: number[], add: (id: number) => Promise<unknown>): PlannedRow[] {
  return ids.map((id, i) => ({
    row: i + 2,
    user: String(id),
    userId: id,
    wouldDo: 'would enroll',
    apply: () => add(id) as Promise<string>,
  }));
}

describe('batchedAdds', () => {
  it('sends the planned rows `size` at a time, each chunk once, in the order planned', async () => {
    const sent: number[][] = [];
    const adds = batchedAdds(async (userIds) => {
      sent.push(userIds);
      return answer(userIds, (user_id) => ({ user_id, status: 'enrolled' }));
    }, 3);
    const ids = [11, 12, 13, 14, 15, 16, 17];
    const rows = adds.plan([
      ...planned(ids, adds.add),
      { row: 99, user: 'x', userId: 20, wouldDo: 'would enroll', settled: failed('no such user') },
    ]);
    const outcomes = await Promise.all(rows.map((row) => row.apply?.()));
    expect(sent).toEqual([[11, 12, 13], [14, 15, 16], [17]]);
    expect(outcomes).toEqual([...ids.map(() => 'enrolled'), undefined]);
  });

  it("reports the server's unchanged and failed rows as the single add's outcomes", async () => {
    const adds = batchedAdds(
      async (userIds) =>
        answer(userIds, (user_id) =>
          user_id === 1
            ? { user_id, status: 'unchanged', message: 'This user is already enrolled in this course.' }
            : { user_id, status: 'failed', message: 'This course is full.' },
        ),
      1000,
    );
    const rows = adds.plan(planned([1, 2], adds.add));
    expect(await Promise.all(rows.map((row) => row.apply?.()))).toEqual([
      unchanged(ALREADY_ENROLLED),
      failed('This course is full.'),
    ]);
  });

  it('a refused call fails every row of its chunk with its error', async () => {
    const adds = batchedAdds(async () => {
      throw new Error('This action is unauthorized.');
    }, 1000);
    const rows = adds.plan(planned([1, 2], adds.add));
    const settled = await Promise.allSettled(rows.map((row) => row.apply?.()));
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
