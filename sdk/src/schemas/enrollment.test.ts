import { describe, expect, it } from 'vitest';
import { EnrollmentSchema, EnrollmentStatusSchema } from './enrollment.js';

describe('EnrollmentStatusSchema', () => {
  it.each([
    ['enrolled', 'enrolled'],
    ['requested', 'requested'],
    ['rejected', 'rejected'],
    ['completed', 'completed'],
    ['active', 'enrolled'],
    ['approved', 'enrolled'],
    ['denied', 'rejected'],
    ['pending', 'requested'],
  ])('%s -> %s', (input, canonical) => {
    expect(EnrollmentStatusSchema.parse(input)).toBe(canonical);
  });

  it('refuses unknown statuses', () => {
    expect(EnrollmentStatusSchema.safeParse('maybe').success).toBe(false);
    expect(EnrollmentStatusSchema.safeParse('').success).toBe(false);
  });

  it('answers carry canonical statuses only (aliases are accepted on input)', () => {
    const row = { id: 1, course_id: 2, user_id: 3, enrolled_at: '2026-01-05T10:00:00Z' };
    expect(EnrollmentSchema.parse({ ...row, status: 'enrolled' }).status).toBe('enrolled');
    expect(EnrollmentSchema.safeParse({ ...row, status: 'approved' }).success).toBe(false);
  });
});
