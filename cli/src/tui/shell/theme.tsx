import { Text, type TextProps } from 'ink';
import { createContext, type ReactNode, useContext } from 'react';

const NoColorContext = createContext(false);

export function ThemeProvider({ noColor, children }: { noColor: boolean; children: ReactNode }) {
  return <NoColorContext.Provider value={noColor}>{children}</NoColorContext.Provider>;
}

/** Ink's Text without colour under NO_COLOR (bold, dim and the text itself stay). */
export function Tone({ color, backgroundColor, ...props }: TextProps) {
  const noColor = useContext(NoColorContext);
  return noColor ? <Text {...props} /> : <Text color={color} backgroundColor={backgroundColor} {...props} />;
}
