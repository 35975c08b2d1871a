import type { Enrollment } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import type { PlannedRow } from '../../shared/bulk.js';
import { userRef } from '../../shared/users.js';
import { NOT_ENROLLABLE, OUTSIDE_YOUR_GROUPS, planEnrolls, planUnenrolls } from './enroll-plan.js';

const user = (id: number, username: string) => ({
  id,
  username,
  first_name: username,
  middle_name: null,
  last_name: 'X',
});
const enrollment = (userId: number, username: string, status: Enrollment['status']): Enrollment => ({
  id: userId * 10,
  course_id: 1,
  user_id: userId,
  status,
  enrolled_at: null,
  user: user(userId, username),
});
const rows = (...texts: string[]) =>
  texts.map((text, index) => ({ row: index + 2, ref: text ? userRef(text) : null }));

describe('planEnrolls', () => {
  // ana enrolled, bo requested (bo may be enrolled by this viewer), dee rejected and outside the viewer's
  // groups, eve requested and outside them; cy a candidate with no enrollment.
  const enrollments = [
    enrollment(1, 'ana', 'enrolled'),
    enrollment(2, 'bo', 'requested'),
    enrollment(4, 'dee', 'rejected'),
    enrollment(5, 'eve', 'requested'),
  ];
  const candidates = [user(2, 'bo'), user(3, 'Cy')];
  const planOn = (closed: string | null, maxQuantity: number | null, ...texts: string[]) =>
    planEnrolls(
      rows(...texts),
      { enrollments, maxQuantity, closed },
      { candidates, isAdmin: false },
      'full!',
      async () => 'enrolled',
    );
  const plan = (maxQuantity: number | null, ...texts: string[]) => planOn(null, maxQuantity, ...texts);
  const outcome = (row: PlannedRow) => row.settled?.result ?? row.wouldDo;

  it('checks every row as the server would: unchanged, no such user, not yours, would enroll, repeats', () => {
    const planned = plan(null, 'ana', 'bo', 'cy', '99', 'nobody', '', 'CY', 'dee', 'eve', '1');
    expect(planned.map((row) => [row.user, row.userId, outcome(row)])).toEqual([
      ['ana', 1, 'unchanged'],
      ['bo', 2, 'would enroll'],
      ['cy', 3, 'would enroll'],
      ['99', null, 'failed'],
      ['nobody', null, 'failed'],
      ['', null, 'failed'],
      ['CY', 3, 'unchanged'],
      ['dee', 4, 'failed'],
      ['eve', 5, 'failed'],
      ['1', 1, 'unchanged'],
    ]);
    expect(planned[0]?.settled).toEqual({ result: 'unchanged', ok: true, reason: 'already enrolled' });
    expect(planned[3]?.settled?.message).toBe(NOT_ENROLLABLE.owner);
    expect(planned[6]?.settled).toMatchObject({ reason: 'repeated', message: 'repeat of row 4' });
    expect(planned[7]?.settled?.message).toBe(OUTSIDE_YOUR_GROUPS);
    expect(planned[8]?.settled?.message).toContain('campus courses approve');
    expect(planned.filter((row) => row.apply).map((row) => row.user)).toEqual(['bo', 'cy']);
  });

  it('fails the rows past the last place, as the server would (full)', () => {
    // One place left: ana holds one of two.
    const planned = plan(2, 'ana', 'bo', 'cy');
    expect(planned.map((row) => [outcome(row), row.settled?.message])).toEqual([
      ['unchanged', undefined],
      ['would enroll', undefined],
      ['failed', 'full!'],
    ]);
    expect(planned[2]?.apply).toBeUndefined();
  });

  it('fails every row but the enrolled on a course that is over, as the server would, and calls nothing', () => {
    const planned = planOn('over!', null, 'ana', 'bo', 'cy');
    expect(planned.map((row) => [outcome(row), row.settled?.message])).toEqual([
      ['unchanged', undefined],
      ['failed', 'over!'],
      ['failed', 'over!'],
    ]);
    expect(planned.filter((row) => row.apply)).toEqual([]);
  });
});

describe('planUnenrolls', () => {
  it('removes any enrollment; someone without one is unchanged (not enrolled)', async () => {
    const removed: number[] = [];
    const planned = planUnenrolls(
      rows('ana', '2', 'cy'),
      [enrollment(1, 'ana', 'enrolled'), enrollment(2, 'bo', 'rejected')],
      async (id) => {
        removed.push(id);
        return 'unenrolled';
      },
    );
    expect(planned.map((row) => row.settled?.reason ?? 'call')).toEqual(['call', 'call', 'not enrolled']);
    expect(planned[2]?.settled).toMatchObject({ result: 'unchanged', ok: true });
    await Promise.all(planned.map((row) => row.apply?.()));
    expect(removed).toEqual([1, 2]);
  });
});
