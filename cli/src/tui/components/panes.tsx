import { Box, Text } from 'ink';
import { useState } from 'react';
import { useKeys } from '../keys/keys.js';
import { Tone } from '../shell/theme.js';

/** tab and shift+tab move between a screen's panes; `onChange` lets the route remember the pane. */
export function usePanes(count: number, initial = 0, onChange?: (pane: number) => void): number {
  const [pane, setPane] = useState(Math.min(initial, count - 1));
  useKeys((_input, key) => {
    if (!key.tab) return false;
    const next = (pane + (key.shift ? count - 1 : 1)) % count;
    setPane(next);
    onChange?.(next);
    return true;
  });
  return pane;
}

/** The pane names in a row, the open one marked with brackets (so it reads without colour too). */
export function PaneBar({ names, active }: { names: readonly string[]; active: number }) {
  return (
    <Box>
      {names.map((name, index) => (
        <Text key={name}>
          {index === active ? (
            <Tone color="cyan" bold>
              [{name}]
            </Tone>
          ) : (
            <Text dimColor> {name} </Text>
          )}{' '}
        </Text>
      ))}
      <Text dimColor>(tab)</Text>
    </Box>
  );
}
