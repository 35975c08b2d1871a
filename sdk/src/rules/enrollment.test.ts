import { describe, expect, it } from 'vitest';
import {
  courseEnrollmentClosedReason,
  ENROLLMENT_MESSAGES,
  type EnrollmentControl,
  enrollmentControl,
  joinsCourse,
} from './enrollment.js';

const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('courseEnrollmentClosedReason', () => {
  const oneDay = { date: '2031-03-10', end_date: null, is_recurring: false, recurrence_end_date: null };
  const weekly = { ...oneDay, is_recurring: true, recurrence_end_date: '2031-03-31' };
  const at = (iso: string) => new Date(iso);

  it.each([
    ['on its last day', oneDay, '2031-03-10T23:00:00Z', NEW_YORK, null],
    // 2031-03-11T03:00Z is still 10 March in New York, already 11 March in Tokyo.
    ['the day after, by the platform zone', oneDay, '2031-03-11T03:00:00Z', NEW_YORK, null],
    ['the day after, by the platform zone', oneDay, '2031-03-11T03:00:00Z', TOKYO, ENROLLMENT_MESSAGES.ended],
    [
      'a multi-day course before its end date',
      { ...oneDay, end_date: '2031-03-12' },
      '2031-03-12T12:00:00Z',
      NEW_YORK,
      null,
    ],
    ['a recurring course after its first day', weekly, '2031-03-20T12:00:00Z', NEW_YORK, null],
    [
      'a recurring course after its recurrence end',
      weekly,
      '2031-04-01T12:00:00Z',
      NEW_YORK,
      ENROLLMENT_MESSAGES.ended,
    ],
    [
      'a recurring course without an end',
      { ...weekly, recurrence_end_date: null },
      '2040-01-01T12:00:00Z',
      NEW_YORK,
      null,
    ],
    ['a course without a date', { ...oneDay, date: null }, '2040-01-01T12:00:00Z', NEW_YORK, null],
  ])('%s: %s at %s in %s', (_case, course, now, zone, reason) => {
    expect(courseEnrollmentClosedReason(course, at(now), zone)).toBe(reason);
  });

  it('says why in a sentence of its own', () => {
    expect(ENROLLMENT_MESSAGES.ended).toBe('This course has ended: enrollment is closed.');
  });
});

describe('joinsCourse', () => {
  it('is enrolled or requested: a rejection or a completion joins nobody', () => {
    expect(joinsCourse('enrolled')).toBe(true);
    expect(joinsCourse('requested')).toBe(true);
    expect(joinsCourse('rejected')).toBe(false);
    expect(joinsCourse('completed')).toBe(false);
  });
});

describe('enrollmentControl on an ended course', () => {
  const course = { approval_required: false, max_quantity: 2, enrolled_count: 0 };
  const ended: EnrollmentControl = { kind: 'ended', reason: ENROLLMENT_MESSAGES.ended };

  it('offers a newcomer no Enroll, Request to Join or Course Full, but the reason', () => {
    expect(enrollmentControl(course, { canEnroll: true, status: null, ended: true })).toEqual(ended);
    expect(
      enrollmentControl(
        { ...course, approval_required: true },
        { canEnroll: true, status: null, ended: true },
      ),
    ).toEqual(ended);
    expect(
      enrollmentControl({ ...course, enrolled_count: 2 }, { canEnroll: true, status: null, ended: true }),
    ).toEqual(ended);
  });

  it('shows nothing to whom the buttons never show', () => {
    expect(enrollmentControl(course, { canEnroll: false, status: null, ended: true })).toEqual({
      kind: 'none',
    });
  });

  it('keeps Unenroll, Cancel Request and the disabled states of an existing enrollment', () => {
    const control = (status: 'enrolled' | 'requested' | 'rejected' | 'completed') =>
      enrollmentControl(course, { canEnroll: true, status, ended: true }).kind;
    expect(control('enrolled')).toBe('unenroll');
    expect(control('requested')).toBe('cancel_request');
    expect(control('rejected')).toBe('rejected');
    expect(control('completed')).toBe('completed');
  });

  it('offers Enroll while it runs', () => {
    expect(enrollmentControl(course, { canEnroll: true, status: null, ended: false }).kind).toBe('enroll');
    expect(enrollmentControl(course, { canEnroll: true, status: null }).kind).toBe('enroll');
  });
});
