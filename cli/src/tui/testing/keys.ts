/** What a terminal sends for the keys the TUI reads (ink-testing-library's stdin.write takes these). */
export const KEY = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  end: '\u001B[F',
  enter: '\r',
  escape: '\u001B',
  tab: '\t',
  shiftTab: '\u001B[Z',
  backspace: '\u007F',
  space: ' ',
  ctrlS: '\u0013',
} as const;
