import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { expiresIn, sessionRow, sessionTime } from './session-dates.js';
import { parse } from './sessions.js';

describe('auth sessions parse', () => {
  it('takes only the global flags', () => {
    expect(parse(['--json'])).toEqual({ globals: { apiUrl: undefined, json: true, profile: 'default' } });
    expect(() => parse(['12'])).toThrow(UsageError);
    expect(() => parse(['--all'])).toThrow(UsageError);
  });
});

describe('session dates', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');

  it('prints times in UTC to the minute', () => {
    expect(sessionTime('2026-11-22T09:05:59.999Z')).toBe('2026-11-22 09:05 UTC');
  });

  it.each([
    ['2026-12-22T12:00:00.000Z', 'in 30 days'],
    ['2026-11-24T11:00:00.000Z', 'in 47 hours'],
    ['2026-11-22T13:00:00.000Z', 'in 1 hour'],
    ['2026-11-22T12:30:00.000Z', 'in less than an hour'],
    ['2026-11-22T12:00:00.000Z', 'expired'],
  ])('says an expiry at %s is %s', (at, text) => {
    expect(expiresIn(at, now)).toBe(text);
  });

  it('marks the current session in its row', () => {
    const session = {
      id: 3,
      created_at: '2026-11-01T08:00:00.000Z',
      last_used_at: '2026-11-20T08:00:00.000Z',
      expires_at: '2026-12-20T08:00:00.000Z',
    };
    expect(sessionRow({ ...session, current: true })).toEqual([
      '3',
      '2026-11-01 08:00 UTC',
      '2026-11-20 08:00 UTC',
      '2026-12-20 08:00 UTC',
      'yes',
    ]);
    expect(sessionRow({ ...session, current: false }).at(-1)).toBe('');
  });
});
