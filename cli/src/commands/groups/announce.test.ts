import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './announce.js';

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

  it('needs --title, --body-file and --from', () => {
    expect(() => parse(['3', '--body-file', 'a.txt', '--from', '2026-12-01'])).toThrow(UsageError);
    expect(() => parse(['3', '--title', 'T', '--from', '2026-12-01'])).toThrow(UsageError);
    expect(() => parse(['3', '--title', 'T', '--body-file', 'a.txt'])).toThrow(UsageError);
  });
});
