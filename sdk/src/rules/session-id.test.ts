import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartSessionId, isCartSessionId } from './session-id.js';

describe('createCartSessionId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('begins with the client prefix', () => {
    expect(createCartSessionId('web')).toMatch(/^web-session-[0-9a-f-]{32,}$/);
    expect(createCartSessionId('cli')).toMatch(/^cli-session-[0-9a-f-]{32,}$/);
    expect(createCartSessionId()).toMatch(/^web-session-/);
  });

  it('is random on every call', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createCartSessionId('web')));
    expect(ids.size).toBe(200);
  });

  it('falls back to getRandomValues where randomUUID is missing (plain-http pages)', () => {
    const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T) => {
      if (array instanceof Uint8Array) array.fill(171);
      return array;
    });
    vi.stubGlobal('crypto', { getRandomValues });
    expect(createCartSessionId('web')).toBe(`web-session-${'ab'.repeat(16)}`);
    expect(getRandomValues).toHaveBeenCalledOnce();
  });

  it('recognizes its own ids only', () => {
    const id = createCartSessionId('web');
    expect(isCartSessionId(id)).toBe(true);
    expect(isCartSessionId(id, 'web')).toBe(true);
    expect(isCartSessionId(id, 'cli')).toBe(false);
    expect(isCartSessionId('session-123')).toBe(false);
    expect(isCartSessionId('web-session-')).toBe(false);
    expect(isCartSessionId(42)).toBe(false);
  });
});
