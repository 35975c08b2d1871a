import { describe, expect, it } from 'vitest';
import { parse } from './add-users.js';

describe('orgs add-users parse', () => {
  it('takes --csv or --user, --role (default member) and --dry-run', () => {
    expect(parse(['1', '--csv', 'staff.csv'])).toMatchObject({
      id: 1,
      role: 'member',
      dryRun: false,
      source: { kind: 'csv', path: 'staff.csv' },
    });
    expect(parse(['1', '--user', 'teacher', '--role', 'admin', '--dry-run'])).toMatchObject({
      role: 'admin',
      dryRun: true,
    });
  });

  it('refuses another role and no users', () => {
    expect(() => parse(['1', '--csv', 'a.csv', '--role', 'owner'])).toThrow(/member or admin/);
    expect(() => parse(['1'])).toThrow(/--user/);
  });
});
