import { describe, expect, it } from 'vitest';
import { boundText } from './announcement-rows.js';

describe('boundText', () => {
  it('keeps a date, shows a timestamp as local YYYY-MM-DD HH:MM, and - for none', () => {
    expect(boundText('2026-12-01')).toBe('2026-12-01');
    expect(boundText(null)).toBe('-');
    expect(boundText('2026-12-01T08:30:00.000Z')).toMatch(/^2026-12-0[12] \d{2}:\d{2}$/);
    expect(boundText('soon')).toBe('soon');
  });
});
