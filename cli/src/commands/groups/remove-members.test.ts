import { describe, expect, it } from 'vitest';
import { parse } from './remove-members.js';

describe('groups remove-members parse', () => {
  it('takes --user or --csv, and --dry-run', () => {
    expect(parse(['3', '--user', 'student', '--dry-run'])).toMatchObject({
      id: 3,
      dryRun: true,
      source: { kind: 'flags', refs: [{ kind: 'username', username: 'student' }] },
    });
    expect(parse(['3', '--csv', '-']).source).toEqual({ kind: 'csv', path: '-' });
    expect(() => parse(['3'])).toThrow(/--user/);
  });
});
