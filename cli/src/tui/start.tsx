// Only `campus tui` imports this file (dynamically), so Ink and React never load for plain commands.
import { render } from 'ink';
import { TuiApp, type TuiAppProps } from './app.js';
import { fallBackToDefaultSize } from './terminal-size.js';

/** Where Ink draws and reads keys: the process's own terminal, or a test's fakes. */
export interface TuiStreams {
  stdout: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
  /** Route console output through Ink (the default); off in tests, whose console Ink cannot wrap. */
  patchConsole?: boolean;
}

const SIGNALS = ['SIGTERM', 'SIGHUP'] as const;

/**
 * Draws the TUI until it quits. Ctrl-C, q, a signal or a crash all end in Ink's unmount, which gives the
 * terminal back (raw mode off, cursor shown); the `finally` makes sure of raw mode even if Ink did not.
 */
export async function startTui(
  props: TuiAppProps,
  streams: TuiStreams = { stdout: process.stdout, stdin: process.stdin },
): Promise<void> {
  // Ink draws on the process's own terminal: `campus tui` refuses to start without one.
  fallBackToDefaultSize(streams.stdout);
  const instance = render(<TuiApp {...props} />, {
    stdout: streams.stdout,
    stdin: streams.stdin,
    patchConsole: streams.patchConsole ?? true,
    exitOnCtrlC: true,
  });
  const onSignal = () => instance.unmount();
  for (const signal of SIGNALS) process.on(signal, onSignal);
  try {
    await instance.waitUntilExit();
  } finally {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    if (streams.stdin.isTTY && typeof streams.stdin.setRawMode === 'function')
      streams.stdin.setRawMode(false);
  }
}
