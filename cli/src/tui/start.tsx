// Only `campus tui` imports this file (dynamically), so Ink and React never load for plain commands.
import { render } from 'ink';
import { TuiApp, type TuiAppProps } from './app.js';

export async function startTui(props: TuiAppProps): Promise<void> {
  // Ink draws on the process's own terminal: `campus tui` refuses to start without one.
  const instance = render(<TuiApp {...props} />);
  await instance.waitUntilExit();
}
