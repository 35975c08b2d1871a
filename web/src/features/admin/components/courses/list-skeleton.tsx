import { Skeleton, Stack } from '@mantine/core';

/** The rows of an admin list while it loads: announced once as `label`, shown as grey bars. */
export function ListSkeleton({
  label,
  rows = 5,
  height = 56,
}: {
  label: string;
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={index} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** 'Showing 26-50 of 120 courses', for a page of a server-paged list. */
export function showingText(page: { current_page: number; per_page: number; total: number }, noun: string) {
  if (page.total === 0) return `No ${noun}`;
  const first = (page.current_page - 1) * page.per_page + 1;
  const last = Math.min(page.total, page.current_page * page.per_page);
  return `Showing ${first}-${last} of ${page.total} ${noun}`;
}

/**
 * After an action removed or replaced the control that had focus (a row left the filtered list, Approve
 * became Unpublish), focus goes to `selector` inside `root` if it is still there, else to `fallback`.
 */
export function refocus(root: HTMLElement | null, selector: string, fallback: HTMLElement | null) {
  window.setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = root?.querySelector<HTMLElement>(selector) ?? fallback;
    target?.focus();
  }, 60);
}
