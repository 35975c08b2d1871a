/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A header line and rows as CSV text, each line ending in \n. */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [headers, ...rows].map((row) => `${row.map(csvField).join(',')}\n`).join('');
}
