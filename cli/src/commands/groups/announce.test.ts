import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { nowToTheMinute, parse } from './announce.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('groups announce parse', () => {
  it('reads the title, body file, dates and --inactive', () => {
    expect(
      parse([
        '3',
        '--title',
        'Trip',
        '--body-file',
        'trip.txt',
        '--from',
        '2026-12-01',
        '--until',
        '2026-12-05',
        '--inactive',
      ]),
    ).toEqual({
      globals,
      id: 3,
      title: 'Trip',
      bodyFile: 'trip.txt',
      from: '2026-12-01',
      until: '2026-12-05',
      inactive: true,
    });
  });

  it('needs --title and --body-file', () => {
    expect(() => parse(['3', '--body-file', 'a.txt', '--from', '2026-12-01'])).toThrow(UsageError);
    expect(() => parse(['3', '--title', 'T', '--from', '2026-12-01'])).toThrow(UsageError);
  });

  it('leaves --from unset when not given (the run sends now)', () => {
    expect(parse(['3', '--title', 'T', '--body-file', 'a.txt'])).toEqual({
      globals,
      id: 3,
      title: 'T',
      bodyFile: 'a.txt',
      from: undefined,
      until: undefined,
      inactive: false,
    });
  });

  it('sends now as the web form does: the current minute as an instant', () => {
    expect(nowToTheMinute(new Date('2026-11-30T14:05:42.123Z'))).toBe('2026-11-30T14:05:00.000Z');
  });
});
