import type { Rsvp } from '@campus/sdk';
import * as sdk from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../errors.js';
import { createOrUpdateRsvp, parse, rsvpInput } from './rsvp.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('events rsvp parse', () => {
  it('takes the event id and the flags (quantity 1 by default)', () => {
    expect(parse(['3', '--response', 'yes'])).toEqual({
      globals,
      id: 3,
      response: 'yes',
      quantity: '1',
      note: undefined,
    });
    expect(parse(['3', '--response', 'maybe', '--quantity', '2', '--note', 'Late', '--json'])).toEqual({
      globals: { ...globals, json: true },
      id: 3,
      response: 'maybe',
      quantity: '2',
      note: 'Late',
    });
  });

  it.each([[[]], [['0']], [['abc']], [['3', '4']], [['3', '--seats', '2']]])(
    'refuses %j (exit 2)',
    (argv) => {
      expect(() => parse(argv)).toThrow(UsageError);
    },
  );
});

describe('events rsvp rsvpInput', () => {
  it('checks the body with RsvpCreateSchema (blank note -> null)', () => {
    expect(rsvpInput(sdk, { response: 'yes', quantity: '2', note: '  ' })).toEqual({
      response: 'yes',
      quantity: 2,
      notes: null,
    });
  });

  const details = (options: Parameters<typeof rsvpInput>[1]): string[] => {
    try {
      rsvpInput(sdk, options);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as UsageError).details;
    }
    throw new Error('expected a usage error');
  };

  it("refuses bad values under their flag with the spec's messages", () => {
    expect(details({ response: 'yes', quantity: '11' })).toEqual([
      '  --quantity: Quantity must be between 1 and 10',
    ]);
    expect(details({ response: 'yes', quantity: '0' })).toEqual([
      '  --quantity: Quantity must be between 1 and 10',
    ]);
    expect(details({ response: 'yes', quantity: 'two' })).toEqual([
      '  --quantity: Quantity must be between 1 and 10',
    ]);
    expect(details({ response: 'yes', quantity: '1', note: 'x'.repeat(501) })).toEqual([
      '  --note: Notes may be at most 500 characters',
    ]);
    expect(details({ response: 'perhaps', quantity: '1' })[0]).toMatch(/^ {2}--response: /);
    expect(details({ response: undefined, quantity: '1' })[0]).toMatch(/^ {2}--response: /);
  });
});

describe('events rsvp createOrUpdateRsvp', () => {
  const input = { response: 'yes', quantity: 2, notes: null } as const;
  const rsvp = (id: number, eventId: number) => ({ id, event_id: eventId }) as unknown as Rsvp;

  it('creates when there is no RSVP for the event', async () => {
    const created = rsvp(9, 3);
    const rsvps = {
      mine: vi.fn(async () => [rsvp(1, 4)]),
      create: vi.fn(async () => created),
      update: vi.fn(async () => created),
    };
    await expect(createOrUpdateRsvp(rsvps, 3, input)).resolves.toEqual({ rsvp: created, updated: false });
    expect(rsvps.create).toHaveBeenCalledWith(3, input);
    expect(rsvps.update).not.toHaveBeenCalled();
  });

  it('updates the existing RSVP for the event', async () => {
    const existing = rsvp(7, 3);
    const rsvps = {
      mine: vi.fn(async () => [rsvp(1, 4), existing]),
      create: vi.fn(async () => existing),
      update: vi.fn(async () => existing),
    };
    await expect(createOrUpdateRsvp(rsvps, 3, input)).resolves.toEqual({ rsvp: existing, updated: true });
    expect(rsvps.update).toHaveBeenCalledWith(7, input);
    expect(rsvps.create).not.toHaveBeenCalled();
  });
});
