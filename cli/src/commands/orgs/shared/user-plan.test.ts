import { ConflictError, OrganizationUserInputSchema } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { userRef } from '../../shared/users.js';
import { planOrgAdds } from './user-plan.js';

describe('planOrgAdds', () => {
  it("uses the row's role, else the default, and fails a bad role before any call", async () => {
    const sent: unknown[] = [];
    const rows = [
      { row: 2, ref: userRef('ana') },
      { row: 3, ref: userRef('bo'), role: 'admin' },
      { row: 4, ref: userRef('cy'), role: 'owner' },
      { row: 5, ref: userRef('dee') },
    ];
    const plan = planOrgAdds(
      rows,
      [{ id: 1, username: 'ana' }],
      [
        { id: 2, username: 'bo' },
        { id: 3, username: 'cy' },
      ],
      'member',
      OrganizationUserInputSchema,
      async (input) => sent.push(input),
    );
    expect(plan.map((row) => row.settled?.result ?? row.wouldDo)).toEqual([
      'already a member',
      'would add as admin',
      'failed',
      'failed',
    ]);
    expect(plan[2]?.settled?.message).toContain('role');
    expect(await plan[1]?.apply?.()).toBe('added as admin');
    expect(sent).toEqual([{ user_id: 2, role: 'admin' }]);
  });

  it('reads a 409 (added meanwhile) as already a member', async () => {
    const [row] = planOrgAdds(
      [{ row: 1, ref: userRef('9') }],
      [],
      [],
      'member',
      OrganizationUserInputSchema,
      () => Promise.reject(new ConflictError(409, 'already')),
    );
    expect(await row?.apply?.()).toBe('already a member');
  });
});
