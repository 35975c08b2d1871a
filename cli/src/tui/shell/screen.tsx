import { Box, Text } from 'ink';
import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** One line of a screen's help: the key and what it does. */
export type KeyHelp = readonly [key: string, does: string];

export interface ScreenHelp {
  title: string;
  keys: readonly KeyHelp[];
}

const HelpContext = createContext<(help: ScreenHelp) => void>(() => {});
export const HelpProvider = HelpContext.Provider;

/** A screen's frame: its title, and the keys `?` lists for it. */
export function Screen({
  title,
  keys,
  children,
}: {
  title: string;
  keys: readonly KeyHelp[];
  children: ReactNode;
}) {
  const setHelp = useContext(HelpContext);
  const signature = keys.map(([key, does]) => `${key}:${does}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' text is what matters, not the array.
  useEffect(() => setHelp({ title, keys }), [title, signature, setHelp]);
  return (
    <Box flexDirection="column" flexGrow={1}>
      <Text bold>{title}</Text>
      {children}
    </Box>
  );
}
