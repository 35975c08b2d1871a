import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { Tone } from '../shell/theme.js';
import type { ListState } from './use-list.js';

/**
 * The rows of a `useList` that fit in `height` lines, scrolled to keep the cursor in view. The cursor row
 * starts with `›` (readable without colour); a filter line shows under the rows while one is set.
 */
export function ListView<T>({
  list,
  height,
  row,
  rowKey,
  empty,
  focused = true,
}: {
  list: ListState<T>;
  height: number;
  row(item: T, selected: boolean): ReactNode;
  rowKey(item: T): string | number;
  empty: string;
  focused?: boolean;
}) {
  const showFilter = list.filtering || list.filter !== '';
  const rows = Math.max(1, height - (showFilter ? 1 : 0) - 1);
  const start = Math.min(Math.max(0, list.cursor - rows + 1), Math.max(0, list.visible.length - rows));
  const shown = list.visible.slice(start, start + rows);
  const more = list.visible.length - (start + shown.length);
  return (
    <Box flexDirection="column">
      {list.visible.length === 0 ? (
        <Text dimColor>{list.filter ? `Nothing matches "${list.filter}"` : empty}</Text>
      ) : null}
      {shown.map((item, index) => {
        const selected = focused && start + index === list.cursor;
        return (
          <Box key={rowKey(item)}>
            <Tone color={selected ? 'cyan' : undefined} bold={selected}>
              {selected ? '› ' : '  '}
            </Tone>
            <Box flexGrow={1}>{row(item, selected)}</Box>
          </Box>
        );
      })}
      {start > 0 || more > 0 ? (
        <Text dimColor>
          {start > 0 ? `↑ ${start} more ` : ''}
          {more > 0 ? `↓ ${more} more` : ''}
        </Text>
      ) : null}
      {showFilter ? (
        <Text>
          /{list.filter}
          {list.filtering ? <Text inverse> </Text> : <Text dimColor> (esc clears)</Text>}
        </Text>
      ) : null}
    </Box>
  );
}
