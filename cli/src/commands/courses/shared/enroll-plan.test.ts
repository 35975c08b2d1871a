import type { Enrollment } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { userRef } from '../../shared/users.js';
import { planEnrolls, planUnenrolls } from './enroll-plan.js';

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
  const enrollments = [enrollment(1, 'ana', 'enrolled'), enrollment(2, 'bo', 'requested')];
  const candidates = [user(3, 'Cy')];
  const plan = () =>
    planEnrolls(
      rows('ana', 'bo', 'cy', '99', 'nobody', '', 'CY'),
      enrollments,
      candidates,
      'already!',
      async () => 'enrolled',
    );

  it('settles the already enrolled, the unknown and repeats; calls for the rest', () => {
    const planned = plan();
    expect(planned.map((row) => [row.user, row.userId, row.settled?.result ?? 'call'])).toEqual([
      ['ana', 1, 'already enrolled'],
      ['bo', 2, 'call'],
      ['cy', 3, 'call'],
      ['99', 99, 'call'],
      ['nobody', null, 'failed'],
      ['', null, 'failed'],
      ['CY', 3, 'repeat of row 4'],
    ]);
    expect(planned[0]?.settled).toEqual({ result: 'already enrolled', ok: false, message: 'already!' });
    expect(planned[1]?.wouldDo).toBe('would enroll');
  });
});

describe('planUnenrolls', () => {
  it('removes any enrollment; someone without one has nothing to remove', async () => {
    const removed: number[] = [];
    const planned = planUnenrolls(
      rows('ana', '2', 'cy'),
      [enrollment(1, 'ana', 'enrolled'), enrollment(2, 'bo', 'rejected')],
      async (id) => {
        removed.push(id);
        return 'unenrolled';
      },
    );
    expect(planned.map((row) => row.settled?.result ?? 'call')).toEqual(['call', 'call', 'not enrolled']);
    await Promise.all(planned.map((row) => row.apply?.()));
    expect(removed).toEqual([1, 2]);
  });
});
