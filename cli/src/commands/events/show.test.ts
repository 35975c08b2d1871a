import type { CampusEvent } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../errors.js';
import { fetchEvent, parse } from './show.js';

const globals = { apiUrl: undefined, json: false, profile: 'default' };

describe('events show parse', () => {
  it('takes the event id', () => {
    expect(parse(['3'])).toEqual({ globals, id: 3 });
    expect(parse(['3', '--json'])).toEqual({ globals: { ...globals, json: true }, id: 3 });
  });

  it.each([[[]], [['0']], [['abc']], [['1.5']], [['3', '4']]])('refuses %j (exit 2)', (argv) => {
    expect(() => parse(argv)).toThrow(UsageError);
  });
});

describe('events show fetchEvent', () => {
  const notFound = () => Object.assign(new Error('Event not found'), { status: 404 });
  const draft = { id: 5, title: 'Draft' } as unknown as CampusEvent;

  it('retries a public 404 through getOwn when signed in', async () => {
    const getOwn = vi.fn(async () => draft);
    const events = { get: vi.fn(async () => Promise.reject(notFound())), getOwn };
    await expect(fetchEvent(events, 5, true)).resolves.toBe(draft);
    expect(getOwn).toHaveBeenCalledWith(5);
  });

  it('does not retry signed out, nor on other errors', async () => {
    const getOwn = vi.fn(async () => draft);
    await expect(
      fetchEvent({ get: async () => Promise.reject(notFound()), getOwn }, 5, false),
    ).rejects.toThrow('Event not found');
    const forbidden = Object.assign(new Error('Forbidden'), { status: 403 });
    await expect(fetchEvent({ get: async () => Promise.reject(forbidden), getOwn }, 5, true)).rejects.toThrow(
      'Forbidden',
    );
    expect(getOwn).not.toHaveBeenCalled();
  });
});
