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
    expect(plan.map((row) => row.settled?.reason ?? row.settled?.result ?? row.wouldDo)).toEqual([
      'already a member',
      'would add as admin',
      'failed',
      'failed',
    ]);
    expect(plan[2]?.settled?.message).toContain('role');
    expect(await plan[1]?.apply?.()).toBe('added as admin');
    expect(sent).toEqual([{ user_id: 2, role: 'admin' }]);
  });

  it('fails a username or id in neither list as no such user (the two hold every user)', () => {
    const plan = planOrgAdds(
      [
        { row: 2, ref: userRef('ghost') },
        { row: 3, ref: userRef('99') },
      ],
      [],
      [{ id: 2, username: 'bo' }],
      'member',
      OrganizationUserInputSchema,
      async () => undefined,
    );
    expect(plan.map((row) => [row.settled?.result, row.settled?.message])).toEqual([
      ['failed', 'no such user "ghost"'],
      ['failed', 'no such user "99"'],
    ]);
  });

  it('reads a 409 (added meanwhile) as unchanged: already a member', async () => {
    const [row] = planOrgAdds(
      [{ row: 1, ref: userRef('9') }],
      [],
      [{ id: 9, username: 'nine' }],
      'member',
      OrganizationUserInputSchema,
      () => Promise.reject(new ConflictError(409, 'already')),
    );
    expect(await row?.apply?.()).toEqual({ result: 'unchanged', ok: true, reason: 'already a member' });
  });
});
