import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './add-members.js';

describe('groups add-members parse', () => {
  it('takes users from repeated or comma-separated --user', () => {
    const options = parse(['3', '--user', 'student', '--user', '12,emma.wilson']);
    expect(options.id).toBe(3);
    expect(options.dryRun).toBe(false);
    expect(options.source).toEqual({
      kind: 'flags',
      refs: [
        { kind: 'username', username: 'student', text: 'student' },
        { kind: 'id', id: 12, text: '12' },
        { kind: 'username', username: 'emma.wilson', text: 'emma.wilson' },
      ],
    });
  });

  it('takes --csv FILE (- for stdin) and --dry-run', () => {
    expect(parse(['3', '--csv', 'students.csv', '--dry-run'])).toMatchObject({
      source: { kind: 'csv', path: 'students.csv' },
      dryRun: true,
    });
  });

  it('needs exactly one of --user and --csv', () => {
    expect(() => parse(['3'])).toThrow(/--user U... or --csv FILE/);
    expect(() => parse(['3', '--user', 'a', '--csv', 'f.csv'])).toThrow(/not both/);
    expect(() => parse(['3', '--user', 'a,'])).toThrow(UsageError);
  });
});
