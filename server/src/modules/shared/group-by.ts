/** Rows keyed by an id, in their order: the batched loads of lists attach children with it. */
export function groupBy<Row, Value>(
  rows: readonly Row[],
  entry: (row: Row) => readonly [number, Value],
): Map<number, Value[]> {
  const map = new Map<number, Value[]>();
  for (const row of rows) {
    const [key, value] = entry(row);
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }
  return map;
}
