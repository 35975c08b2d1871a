import { describe, expect, it } from 'vitest';
import { formatDeadline, formatTimeLeft } from './time-left';

const now = new Date('2026-03-02T10:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('formatTimeLeft', () => {
  it.each([
    [after(2 * 86_400_000 + 3 * 3_600_000), '2 d 3 h left'],
    [after(24 * 3_600_000), '1 d 0 h left'],
    [after(23 * 3_600_000 + 59 * 60_000), '23 h 59 min left'],
    [after(3_600_000), '1 h 0 min left'],
    [after(59 * 60_000 + 30_000), '59 min 30 s left'],
    [after(61_000), '1 min 1 s left'],
    [after(59_000), '59 s left'],
    // A part of a second still left counts as a second: it never says 0 s while the offer is open.
    [after(200), '1 s left'],
    [after(0), 'Expired'],
    [after(-5_000), 'Expired'],
  ])('%s is %s', (expiresAt, text) => {
    expect(formatTimeLeft(expiresAt, now)).toBe(text);
  });
});

describe('formatDeadline', () => {
  it('names the day, the date and the time', () => {
    const text = formatDeadline('2026-03-02T22:05:00');
    expect(text).toMatch(/^Mon, Mar 2, 10:05\sPM$/);
  });
});
