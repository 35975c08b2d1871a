import { pagerPages } from '@campus/sdk';
import { Button, Group } from '@mantine/core';

export interface PagerProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Announcement pages'. */
  label: string;
}

/** Previous, up to 5 numbered page buttons (the sdk's pagerPages) and Next; nothing for a single page. */
export function Pager({ current, last, onChange, label }: PagerProps) {
  if (last <= 1) return null;
  return (
    <nav aria-label={label}>
      <Group gap={6} justify="center" wrap="wrap">
        <Button variant="default" size="sm" disabled={current <= 1} onClick={() => onChange(current - 1)}>
          Previous
        </Button>
        {pagerPages(current, last).map((page) => (
          <Button
            key={page}
            size="sm"
            miw={36}
            px={10}
            variant={page === current ? 'filled' : 'default'}
            aria-current={page === current ? 'page' : undefined}
            aria-label={`Page ${page}`}
            onClick={() => onChange(page)}
          >
            {page}
          </Button>
        ))}
        <Button variant="default" size="sm" disabled={current >= last} onClick={() => onChange(current + 1)}>
          Next
        </Button>
      </Group>
    </nav>
  );
}
