import { AnnouncementInputSchema, GroupInputSchema } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { validateInput } from './validate.js';

describe('validateInput', () => {
  it("returns the schema's output", () => {
    expect(validateInput(GroupInputSchema, { name: ' Chess ', description: '' })).toEqual({
      name: 'Chess',
      description: null,
    });
  });

  it("is a usage error listing the sdk's messages under the flags", () => {
    let error: unknown;
    try {
      validateInput(
        AnnouncementInputSchema,
        { title: '', body: '<p></p>', available_from: '2026-12-05', available_until: '2026-12-01' },
        { title: '--title', body: '--body-file', available_until: '--until' },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).details).toEqual([
      '  --title: Title is required',
      '  --body-file: Body is required',
      '  --until: Available until date must be after available from date',
    ]);
  });
});
