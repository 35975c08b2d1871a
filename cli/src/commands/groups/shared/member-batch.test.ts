import { describe, expect, it } from 'vitest';
import type { PlannedRow } from '../../shared/bulk.js';
import { batchedMemberAdds } from './member-batch.js';

function planned(userIds: number[], add: (userId: number) => Promise<void>): PlannedRow[] {
  return userIds.map((userId, index) => ({
    row: index + 2,
    user: String(userId),
    userId,
    wouldDo: 'would add',
    apply: async () => {
      await add(userId);
      return 'added';
    },
  }));
}

describe('batchedMemberAdds', () => {
  it('sends the planned rows in calls of at most `size`, once each', async () => {
    const calls: number[][] = [];
    const singles: number[] = [];
    const adds = batchedMemberAdds(
      async (ids) => calls.push(ids),
      async (id) => singles.push(id),
      2,
    );
    const rows = adds.plan(planned([1, 2, 3], (id) => adds.add(id)));
    await Promise.all(rows.map((row) => row.apply?.()));
    expect(calls).toEqual([[1, 2], [3]]);
    expect(singles).toEqual([]);
  });

  it('sends the rows of a refused call one by one, so that only the bad row fails', async () => {
    const singles: number[] = [];
    const adds = batchedMemberAdds(
      async () => {
        throw new Error('422');
      },
      async (id) => {
        if (id === 2) throw new Error('an administrator');
        singles.push(id);
      },
      10,
    );
    const rows = adds.plan(planned([1, 2, 3], (id) => adds.add(id)));
    const outcomes = await Promise.allSettled(rows.map((row) => row.apply?.()));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(singles.sort()).toEqual([1, 3]);
  });

  it('refuses a user it was not asked to plan', async () => {
    const adds = batchedMemberAdds(
      async () => {},
      async () => {},
      10,
    );
    await expect(adds.add(9)).rejects.toThrow(/not planned/);
  });
});
