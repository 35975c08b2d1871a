/** The value at quantile q (0..1) of the samples, nearest-rank: p95 of 15 runs is the 15th. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const median = (samples: readonly number[]) => quantile(samples, 0.5);
export const p95 = (samples: readonly number[]) => quantile(samples, 0.95);
export const p99 = (samples: readonly number[]) => quantile(samples, 0.99);

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-';
}
