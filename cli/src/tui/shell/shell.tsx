import { Box, Text, useApp } from 'ink';
import { useCallback, useMemo, useState } from 'react';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { KeyLayer, useKeys } from '../keys/keys.js';
import { HelpOverlay } from './help-overlay.js';
import { RouteView } from './route-view.js';
import type { Route } from './routes.js';
import { HelpProvider, type ScreenHelp } from './screen.js';
import { type Navigation, NavigationProvider, type Services, ServicesProvider } from './services.js';
import { StatusLine } from './status-line.js';
import { Tone } from './theme.js';

interface Notice {
  message: string;
  tone: 'success' | 'error';
}

/**
 * The signed-in frame: the status line, the screen on top of the stack (esc pops it), a notice line and
 * the help overlay. The screen stays mounted under the help, so `?` never loses what was typed.
 */
export function Shell({ services, initial }: { services: Services; initial?: Route[] }) {
  const { exit } = useApp();
  const { columns, rows } = useTerminalSize();
  const [stack, setStack] = useState<Route[]>(initial ?? [{ name: 'home' }]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [help, setHelp] = useState<ScreenHelp>({ title: '', keys: [] });
  const [notice, setNotice] = useState<Notice | null>(null);

  const navigation = useMemo<Navigation>(
    () => ({
      push: (route) => {
        setNotice(null);
        setStack((current) => [...current, route]);
      },
      pop: () =>
        setStack((current) => {
          if (current.length <= 1) {
            exit();
            return current;
          }
          return current.slice(0, -1);
        }),
      update: (route) => setStack((current) => [...current.slice(0, -1), route]),
      notify: (message, tone = 'success') => setNotice({ message, tone }),
    }),
    [exit],
  );

  const onKey = useCallback(
    (input: string, key: { escape: boolean }) => {
      if (input === '?') {
        setHelpOpen((open) => !open);
        return true;
      }
      if (key.escape) {
        if (helpOpen) setHelpOpen(false);
        else navigation.pop();
        return true;
      }
      if (input === 'q') {
        exit();
        return true;
      }
      return false;
    },
    [helpOpen, navigation, exit],
  );
  useKeys(onKey);

  const route = stack[stack.length - 1] ?? { name: 'home' };
  return (
    <ServicesProvider value={services}>
      <NavigationProvider value={navigation}>
        <HelpProvider value={setHelp}>
          <Box flexDirection="column" width={columns} height={rows}>
            <StatusLine user={services.user} apiUrl={services.env.apiUrl} unread={services.unread} />
            <Box display={helpOpen ? 'none' : 'flex'} flexDirection="column" flexGrow={1} overflow="hidden">
              <KeyLayer paused={helpOpen}>
                <RouteView key={stack.length} route={route} />
              </KeyLayer>
            </Box>
            {helpOpen ? <HelpOverlay help={help} /> : null}
            <Box>
              {notice ? (
                <Tone color={notice.tone === 'error' ? 'red' : 'green'} wrap="truncate-end">
                  {notice.message}
                </Tone>
              ) : (
                <Text dimColor wrap="truncate-end">
                  ? help · esc back · q quit
                </Text>
              )}
            </Box>
          </Box>
        </HelpProvider>
      </NavigationProvider>
    </ServicesProvider>
  );
}
