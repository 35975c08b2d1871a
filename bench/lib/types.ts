/** One benchmark: a name and a run that resolves to a small table of figures. */
export interface Bench {
  name: string;
  description: string;
  run(): Promise<BenchTable>;
}

export interface BenchTable {
  headers: string[];
  rows: string[][];
  /** Lines printed under the table (what the figures mean, caveats). */
  notes?: string[];
}
