import type { Paged } from '@campus/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Load } from './use-load.js';

/** What the next page is doing: nothing, loading, or failed (the same key tries again). */
export type NextPage = { state: 'idle' } | { state: 'loading' } | { state: 'error'; error: unknown };

export interface PagedRows<T> {
  /** The rows loaded so far, in the API's order, each once. */
  items: T[];
  /** How many rows the API says there are in all. */
  total: number;
  /** True while the server has pages after the ones loaded. */
  more: boolean;
  next: NextPage;
}

export interface Pages<T> {
  /** The first page's three states (LoadView draws them); then the rows loaded so far. */
  load: Load<PagedRows<T>>;
  /** Reads again every page loaded so far (the rows under the cursor stay), keeping them on screen meanwhile. */
  reload(): void;
  /** Reads the next page, unless one is loading or none is left. */
  loadMore(): void;
}

/** Appends `rows` to `items`, leaving out any already there (a new row on page 1 pushes one onto page 2). */
function merge<T>(items: readonly T[], rows: readonly T[], key: (item: T) => unknown): T[] {
  const seen = new Set(items.map(key));
  return [...items, ...rows.filter((row) => !seen.has(key(row)))];
}

/**
 * A paged API list read a page at a time: the first page on mount (and when `deps` change), the next one on
 * `loadMore()`. The last answer wins; nothing is set after unmount or once a newer read started.
 */
export function usePages<T>(
  fetchPage: (page: number) => Promise<Paged<T>>,
  key: (item: T) => unknown,
  deps: readonly unknown[],
): Pages<T> {
  const [load, setLoad] = useState<Load<PagedRows<T>>>({ state: 'loading' });
  const generation = useRef(0);
  /** The pages read so far (what a reload reads again). */
  const pages = useRef(0);
  /** The generation a next page is being read for (one at a time, whatever the keys between two frames). */
  const reading = useRef<number | null>(null);
  const current = useRef(load);
  current.current = load;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const keyRef = useRef(key);
  keyRef.current = key;

  const readPages = useCallback((count: number) => {
    const mine = ++generation.current;
    setLoad((previous) =>
      previous.state === 'ready' ? { ...previous, refreshing: true } : { state: 'loading' },
    );
    const numbers = Array.from({ length: Math.max(1, count) }, (_, index) => index + 1);
    Promise.all(numbers.map((page) => fetchRef.current(page))).then(
      (answers) => {
        if (mine !== generation.current) return;
        const last = answers[answers.length - 1];
        const items = answers.reduce<T[]>((rows, answer) => merge(rows, answer.data, keyRef.current), []);
        // A reload after deletions may find fewer pages than were read.
        pages.current = Math.min(numbers.length, last?.last_page ?? 1);
        setLoad({
          state: 'ready',
          refreshing: false,
          data: {
            items,
            total: last?.total ?? items.length,
            more: last ? last.current_page < last.last_page : false,
            next: { state: 'idle' },
          },
        });
      },
      (error: unknown) => {
        if (mine === generation.current) setLoad({ state: 'error', error });
      },
    );
  }, []);

  const loadMore = useCallback(() => {
    const now = current.current;
    const mine = generation.current;
    if (now.state !== 'ready' || now.refreshing || !now.data.more || reading.current === mine) return;
    reading.current = mine;
    const page = pages.current + 1;
    const update = (change: (data: PagedRows<T>) => PagedRows<T>) =>
      setLoad((previous) =>
        previous.state === 'ready' && mine === generation.current
          ? { ...previous, data: change(previous.data) }
          : previous,
      );
    update((data) => ({ ...data, next: { state: 'loading' } }));
    fetchRef.current(page).then(
      (answer) => {
        if (mine !== generation.current) return;
        reading.current = null;
        pages.current = page;
        update((data) => ({
          items: merge(data.items, answer.data, keyRef.current),
          total: answer.total,
          more: answer.current_page < answer.last_page,
          next: { state: 'idle' },
        }));
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        reading.current = null;
        update((data) => ({ ...data, next: { state: 'error', error } }));
      },
    );
  }, []);

  const reload = useCallback(() => readPages(pages.current), [readPages]);

  useEffect(
    () => {
      pages.current = 0;
      readPages(1);
      return () => {
        generation.current++;
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the pages depend on.
    deps,
  );
  return { load, reload, loadMore };
}
