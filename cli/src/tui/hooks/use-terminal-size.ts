import { useStdout } from 'ink';
import { useEffect, useState } from 'react';
import { FALLBACK_TERMINAL_SIZE } from '../terminal-size.js';

export interface TerminalSize {
  columns: number;
  rows: number;
}

/** The terminal's size, updated on resize (Node refreshes columns and rows on SIGWINCH). */
export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const read = () => ({
    columns: stdout.columns || FALLBACK_TERMINAL_SIZE.columns,
    rows: stdout.rows || FALLBACK_TERMINAL_SIZE.rows,
  });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  });
  return size;
}
