import type { BenchTable } from './types.js';

/** A plain aligned table for the terminal (benches print figures, not test results). */
export function formatTable({ headers, rows, notes }: BenchTable): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line), ...(notes ?? []).map((note) => `  ${note}`)].join('\n');
}
