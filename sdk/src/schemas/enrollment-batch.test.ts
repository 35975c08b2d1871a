import { describe, expect, it } from 'vitest';
import {
  ENROLLMENT_BATCH_MAX,
  ENROLLMENT_BATCH_MESSAGES,
  EnrollmentBatchInputSchema,
  EnrollmentBatchResultSchema,
} from './enrollment-batch.js';

describe('EnrollmentBatchInputSchema', () => {
  it('folds repeated ids, keeping the first place of each', () => {
    expect(EnrollmentBatchInputSchema.parse({ user_ids: [3, 1, 3, 2, 1] })).toEqual({ user_ids: [3, 1, 2] });
  });

  it('takes 1 to 1,000 ids (repeats counted before folding)', () => {
    const max = Array.from({ length: ENROLLMENT_BATCH_MAX }, (_, i) => i + 1);
    expect(EnrollmentBatchInputSchema.safeParse({ user_ids: max }).success).toBe(true);
    const empty = EnrollmentBatchInputSchema.safeParse({ user_ids: [] });
    expect(empty.error?.issues[0]?.message).toBe(ENROLLMENT_BATCH_MESSAGES.empty);
    const over = EnrollmentBatchInputSchema.safeParse({ user_ids: [...max, 1] });
    expect(over.error?.issues[0]?.message).toBe(ENROLLMENT_BATCH_MESSAGES.tooMany);
  });

  it.each([[1.5], ['3'], [0], [-1], [null], [2 ** 31], [true]])('refuses the id %j', (id) => {
    const result = EnrollmentBatchInputSchema.safeParse({ user_ids: [id] });
    expect(result.error?.issues[0]?.message).toBe(ENROLLMENT_BATCH_MESSAGES.id);
  });
});

describe('EnrollmentBatchResultSchema', () => {
  it('reads rows and counts; an unknown row status is refused', () => {
    const answer = {
      rows: [
        { user_id: 4, status: 'enrolled' },
        { user_id: 5, status: 'failed', message: 'This course is full.' },
      ],
      counts: { enrolled: 1, unchanged: 0, failed: 1 },
    };
    expect(EnrollmentBatchResultSchema.parse(answer)).toEqual(answer);
    const odd = { ...answer, rows: [{ user_id: 4, status: 'requested' }] };
    expect(EnrollmentBatchResultSchema.safeParse(odd).success).toBe(false);
  });
});
