import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './coordinators-add.js';

describe('groups coordinators add parse', () => {
  it('takes the id and --user values', () => {
    expect(parse(['3', '--user', 'teacher,12']).users.map((ref) => ref.kind)).toEqual(['username', 'id']);
  });

  it('needs --user', () => {
    expect(() => parse(['3'])).toThrow(UsageError);
  });
});
