export interface BoundedResult<T> {
  /** The items whose call succeeded, in input order. */
  succeeded: T[];
  /** The items whose call failed, in input order, with the error. */
  failed: { item: T; error: unknown }[];
}

/**
 * Runs `call` for every item with at most `limit` calls in flight. One item's failure does not stop the
 * others: Add Students sends one request per student and reports how many failed.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  call: (item: T) => Promise<unknown>,
): Promise<BoundedResult<T>> {
  const outcomes: ({ ok: true } | { ok: false; error: unknown })[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        await call(items[index] as T);
        outcomes[index] = { ok: true };
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
    }
  };
  const workers = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  const result: BoundedResult<T> = { succeeded: [], failed: [] };
  items.forEach((item, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) result.succeeded.push(item);
    else result.failed.push({ item, error: outcome && !outcome.ok ? outcome.error : undefined });
  });
  return result;
}
