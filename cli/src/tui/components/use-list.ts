import type { Key } from 'ink';
import { useState } from 'react';
import { isText, useKeys } from '../keys/keys.js';

export interface ListState<T> {
  /** The items that pass the `/` filter. */
  visible: T[];
  cursor: number;
  current: T | undefined;
  filter: string;
  /** True while `/` is taking the filter's text. */
  filtering: boolean;
}

export interface ListOptions<T> {
  /** The text `/` matches against (case-insensitive). */
  text(item: T): string;
  /** Rows shown at once (page up and down move by this). */
  pageSize: number;
  /** Only the focused pane's list takes keys. */
  active?: boolean;
  /**
   * Called when a key moves the cursor onto the last row, or down from it (even with no rows): where a paged
   * list reads its next page.
   */
  onEnd?(): void;
}

/**
 * A keyboard list: arrows, page up/down, home/end move the cursor; `/` types a filter (enter keeps it, esc
 * clears it). Other keys are left to the screen, which reads `current`.
 */
export function useList<T>(items: readonly T[], options: ListOptions<T>): ListState<T> {
  const [cursor, setCursor] = useState(0);
  const [filter, setFilter] = useState('');
  const [filtering, setFiltering] = useState(false);
  const needle = filter.toLowerCase();
  const visible = needle
    ? items.filter((item) => options.text(item).toLowerCase().includes(needle))
    : [...items];
  const last = Math.max(0, visible.length - 1);
  const at = Math.min(cursor, last);

  useKeys(
    (input: string, key: Key) => {
      if (filtering) {
        if (key.escape) {
          setFilter('');
          setFiltering(false);
        } else if (key.return) setFiltering(false);
        else if (key.backspace || key.delete) setFilter((text) => text.slice(0, -1));
        else if (isText(input, key)) {
          setFilter((text) => text + input);
          setCursor(0);
        }
        return true;
      }
      if (input === '/') {
        setFiltering(true);
        return true;
      }
      if (key.escape && filter) {
        setFilter('');
        return true;
      }
      let next: number;
      if (key.upArrow || input === 'k') next = Math.max(0, at - 1);
      else if (key.downArrow || input === 'j') next = Math.min(last, at + 1);
      else if (key.pageUp) next = Math.max(0, at - options.pageSize);
      else if (key.pageDown) next = Math.min(last, at + options.pageSize);
      else if (key.home) next = 0;
      else if (key.end) next = last;
      else return false;
      setCursor(next);
      const downward = key.downArrow || input === 'j' || key.pageDown || key.end;
      if (downward && next === last) options.onEnd?.();
      return true;
    },
    options.active ?? true,
    { first: true },
  );

  return { visible, cursor: at, current: visible[at], filter, filtering };
}
