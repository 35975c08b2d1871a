import { errorMessage } from '@campus/sdk';
import { Spinner } from '@inkjs/ui';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { PagedRows } from '../hooks/use-pages.js';
import { Tone } from '../shell/theme.js';
import type { ListState } from './use-list.js';

/** A paged list's rows so far and the spec's text for a page that fails to load. */
export interface Paging {
  rows: PagedRows<unknown>;
  failed: string;
}

/**
 * The rows of a `useList` that fit in `height` lines, scrolled to keep the cursor in view. The cursor row
 * starts with `›` (readable without colour); a filter line shows under the rows while one is set. A paged
 * list (`paging`) says how many rows are loaded of how many, and shows the next page loading or failing.
 */
export function ListView<T>({
  list,
  height,
  row,
  rowKey,
  empty,
  focused = true,
  paging,
}: {
  list: ListState<T>;
  height: number;
  row(item: T, selected: boolean): ReactNode;
  rowKey(item: T): string | number;
  empty: string;
  focused?: boolean;
  paging?: Paging;
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
      <StatusLine above={start} below={more} paging={paging} />
      {showFilter ? (
        <Text wrap="truncate-end">
          /{list.filter}
          {list.filtering ? <Text inverse> </Text> : <Text dimColor> (esc clears)</Text>}
          {paging?.rows.more ? (
            <Text dimColor>
              {' '}
              · filters the {paging.rows.items.length} loaded of {paging.rows.total}
            </Text>
          ) : null}
        </Text>
      ) : null}
    </Box>
  );
}

/** The line under the rows: what is scrolled out of view and, for a paged list, what is loaded. */
function StatusLine({ above, below, paging }: { above: number; below: number; paging: Paging | undefined }) {
  const scrolled = `${above > 0 ? `↑ ${above} more ` : ''}${below > 0 ? `↓ ${below} more` : ''}`;
  if (!paging) return scrolled ? <Text dimColor>{scrolled}</Text> : null;
  const { rows, failed } = paging;
  const count = `${rows.items.length} of ${rows.total}`;
  if (rows.next.state === 'loading') return <Spinner label={`Loading more… (${count} loaded)`} />;
  if (rows.next.state === 'error') {
    return (
      <Text wrap="truncate-end">
        <Tone color="red">{errorMessage(rows.next.error, failed)}</Tone>
        <Text dimColor> · ↓ at the end tries again</Text>
      </Text>
    );
  }
  return (
    <Text dimColor wrap="truncate-end">
      {scrolled ? `${scrolled.trimEnd()} · ` : ''}
      {count}
      {rows.more ? ' · ↓ at the end loads more' : ''}
    </Text>
  );
}
