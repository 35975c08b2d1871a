import { describe, expect, it } from 'vitest';
import { userRef } from '../../shared/users.js';
import { planAdds, planRemovals } from './member-plan.js';

const members = [{ id: 1, username: 'ana' }];
const candidates = [{ id: 2, username: 'bo' }];
const rows = ['ana', 'BO', '77', 'zed', 'bo'].map((text, index) => ({ row: index + 2, ref: userRef(text) }));

describe('planAdds', () => {
  it('settles members, repeats and unknown usernames; ids and pick-list users get a call', async () => {
    const put: number[] = [];
    const plan = planAdds([...rows, { row: 7, ref: null }], members, candidates, async (id) => put.push(id));
    expect(plan.map((row) => [row.row, row.userId, row.settled?.result ?? row.wouldDo])).toEqual([
      [2, 1, 'already a member'],
      [3, 2, 'would add'],
      [4, 77, 'would add'],
      [5, null, 'failed'],
      [6, 2, 'repeat of row 3'],
      [7, null, 'failed'],
    ]);
    await Promise.all(plan.map((row) => row.apply?.()));
    expect(put).toEqual([2, 77]);
  });
});

describe('planRemovals', () => {
  it('calls for members only; a non-member has nothing to remove', async () => {
    const plan = planRemovals(rows.slice(0, 3), members, async () => 1);
    expect(plan.map((row) => row.settled?.result ?? row.wouldDo)).toEqual([
      'would remove',
      'not a member',
      'not a member',
    ]);
    expect(await plan[0]?.apply?.()).toBe('removed');
  });
});
