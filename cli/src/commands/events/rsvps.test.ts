import type { Rsvp } from '@campus/sdk';
import * as sdk from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { parse } from './rsvps.js';
import { rsvpRow } from './shared/rsvp-rows.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('events rsvps parse', () => {
  it('takes only the global flags', () => {
    expect(parse([])).toEqual({ globals });
    expect(parse(['--json'])).toEqual({ globals: { ...globals, json: true } });
  });

  it.each([[['3']], [['--past']]])('refuses %j (exit 2)', (argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });
});

describe('events rsvps rows', () => {
  it('shows the event, its date, the response, quantity and the status badge', () => {
    const rsvp = {
      id: 1,
      event_id: 3,
      response: 'yes',
      quantity: 2,
      status: 'pending',
      event: { title: 'Jazz Night', date: '2026-12-05' },
    } as unknown as Rsvp;
    expect(rsvpRow(sdk, rsvp)).toEqual(['3', 'Jazz Night', 'Dec 5, 2026', 'yes', '2', 'Pending Approval']);
    expect(rsvpRow(sdk, { ...rsvp, status: 'approved', event: undefined })).toEqual([
      '3',
      '-',
      '-',
      'yes',
      '2',
      'Registered',
    ]);
  });
});
