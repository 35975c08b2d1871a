import { describe, expect, it } from 'vitest';
import { runBounded } from './run-bounded';

describe('runBounded', () => {
  it('never has more than the limit in flight, and runs every item', async () => {
    let inFlight = 0;
    let peak = 0;
    const seen: number[] = [];
    const result = await runBounded([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      seen.push(item);
      inFlight -= 1;
    });
    expect(peak).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.succeeded).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.failed).toEqual([]);
  });

  it('keeps going after a failure and reports the failures in input order', async () => {
    const boom = new Error('already enrolled');
    const result = await runBounded([10, 11, 12, 13], 2, async (item) => {
      if (item % 2 === 1) throw boom;
    });
    expect(result.succeeded).toEqual([10, 12]);
    expect(result.failed).toEqual([
      { item: 11, error: boom },
      { item: 13, error: boom },
    ]);
  });

  it('answers at once for no items', async () => {
    expect(await runBounded([], 4, async () => {})).toEqual({ succeeded: [], failed: [] });
  });
});
