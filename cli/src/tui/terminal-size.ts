/** What `campus tui` lays out at when the terminal reports no size. */
export const FALLBACK_TERMINAL_SIZE = { columns: 80, rows: 24 } as const;

/** The size fields of a terminal stream (process.stdout, or a test's fake). */
export interface SizedStream {
  columns?: number;
  rows?: number;
}

/**
 * Gives a stream that reports no size the fallback 80x24. A pty whose size was never set (`script`,
 * some CI terminals, `stty cols 0 rows 0`) reports 0 columns and 0 rows: Ink then wraps at width 0, one
 * character a line, and treats every frame as full screen (clearing it each time). A real resize later
 * sets the real size again: Node refreshes `columns` and `rows` on SIGWINCH and Ink listens for it.
 */
export function fallBackToDefaultSize(stream: SizedStream): void {
  if (!stream.columns) stream.columns = FALLBACK_TERMINAL_SIZE.columns;
  if (!stream.rows) stream.rows = FALLBACK_TERMINAL_SIZE.rows;
}
