import { Box, Text } from 'ink';
import type { KeyHelp, ScreenHelp } from './screen.js';

/** The keys every screen shares. */
export const GLOBAL_KEYS: readonly KeyHelp[] = [
  ['?', 'show or hide this help'],
  ['esc', 'back one level'],
  ['q', 'quit (from anywhere but a text field)'],
  ['ctrl+c', 'quit at once'],
];

/** `?`: the keys of the screen underneath, then the global ones. */
export function HelpOverlay({ help }: { help: ScreenHelp }) {
  const width = Math.max(...[...help.keys, ...GLOBAL_KEYS].map(([key]) => key.length)) + 2;
  const line = ([key, does]: KeyHelp) => (
    <Text key={key}>
      <Text bold>{key.padEnd(width)}</Text>
      {does}
    </Text>
  );
  return (
    <Box flexDirection="column" flexGrow={1}>
      <Text bold>Keys: {help.title}</Text>
      {help.keys.map(line)}
      <Text> </Text>
      {GLOBAL_KEYS.map(line)}
      <Text dimColor>Press ? or esc to close this help.</Text>
    </Box>
  );
}
