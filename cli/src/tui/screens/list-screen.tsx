import type { Key } from 'ink';
import type { ReactNode } from 'react';
import { ListView } from '../components/list-view.js';
import { LoadView } from '../components/load-view.js';
import { useList } from '../components/use-list.js';
import { useLoad } from '../hooks/use-load.js';
import { useTerminalSize } from '../hooks/use-terminal-size.js';
import { useKeys } from '../keys/keys.js';
import { type KeyHelp, Screen } from '../shell/screen.js';

export interface ListScreenProps<D, T> {
  /** The screen's title; a function gets the loaded data (undefined until it is there). */
  title: string | ((data: D | undefined) => string);
  /** Reads the data (on mount, when `deps` change, and on r). */
  load(): Promise<D>;
  deps: readonly unknown[];
  /** The rows of the loaded data. */
  items(data: D): readonly T[];
  /** The spec's catalogue text for a failed load. */
  failed: string;
  empty: string;
  /** The text `/` matches. */
  text(item: T): string;
  rowKey(item: T): string | number;
  row(item: T): ReactNode;
  /** The screen's own keys for `?`, listed between move and filter. */
  keys: readonly KeyHelp[];
  /** The screen's own keys, on the row under the cursor (if any); true when the key was used. */
  onKey(input: string, key: Key, current: T | undefined, reload: () => void): boolean;
}

/**
 * A screen that is one list read whole from the API (what I own, a course's requests, an event's attendees,
 * today's sessions, a roster): ↑ ↓ move, `/` filters, r reloads, and the screen's keys act on the current
 * row. These answers are never paged (the API returns every row), so every row is reachable.
 */
export function ListScreen<D, T>(props: ListScreenProps<D, T>) {
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(props.load, props.deps);
  const list = useList(load.state === 'ready' ? props.items(load.data) : [], {
    text: props.text,
    pageSize: rows - 5,
  });
  useKeys((input, key) => {
    if (input !== 'r') return props.onKey(input, key, list.current, reload);
    reload();
    return true;
  }, !list.filtering);
  const title =
    typeof props.title === 'string'
      ? props.title
      : props.title(load.state === 'ready' ? load.data : undefined);
  return (
    <Screen title={title} keys={[['↑ ↓', 'move'], ...props.keys, ['/', 'filter'], ['r', 'reload']]}>
      <LoadView load={load} failed={props.failed}>
        {() => (
          <ListView list={list} height={rows - 4} rowKey={props.rowKey} empty={props.empty} row={props.row} />
        )}
      </LoadView>
    </Screen>
  );
}
