import { describe, expect, it } from 'vitest';
import type { PlannedRow } from '../../shared/bulk.js';
import { userRef } from '../../shared/users.js';
import { NO_SUCH_USER_FOR_ADMIN, planAdds, planRemovals } from './member-plan.js';

const members = [{ id: 1, username: 'ana' }];
const candidates = [{ id: 2, username: 'bo' }];
const rows = ['ana', 'BO', '77', 'zed', 'bo'].map((text, index) => ({ row: index + 2, ref: userRef(text) }));

describe('planAdds', () => {
  const outcome = (row: PlannedRow) => row.settled?.reason ?? row.settled?.result ?? row.wouldDo;

  it('as a coordinator: members and repeats unchanged, unknown usernames fail, ids go to the server', async () => {
    const put: number[] = [];
    const plan = planAdds([...rows, { row: 7, ref: null }], members, candidates, false, async (id) =>
      put.push(id),
    );
    expect(plan.map((row) => [row.row, row.userId, outcome(row)])).toEqual([
      [2, 1, 'already a member'],
      [3, 2, 'would add'],
      [4, 77, 'would add'],
      [5, null, 'failed'],
      [6, 2, 'repeated'],
      [7, null, 'failed'],
    ]);
    expect(plan[0]?.settled).toMatchObject({ result: 'unchanged', ok: true });
    await Promise.all(plan.map((row) => row.apply?.()));
    expect(put).toEqual([2, 77]);
  });

  it("as an admin: an id in neither list is no such user (the admin's list holds every non-admin)", () => {
    const plan = planAdds(rows, members, candidates, true, async () => undefined);
    expect(plan.map(outcome)).toEqual(['already a member', 'would add', 'failed', 'failed', 'repeated']);
    expect(plan[2]?.settled?.message).toBe(NO_SUCH_USER_FOR_ADMIN);
  });
});

describe('planRemovals', () => {
  it('calls for members only; a non-member is unchanged', async () => {
    const plan = planRemovals(rows.slice(0, 3), members, async () => 1);
    expect(plan.map((row) => row.settled?.reason ?? row.wouldDo)).toEqual([
      'would remove',
      'not a member',
      'not a member',
    ]);
    expect(await plan[0]?.apply?.()).toBe('removed');
  });
});
