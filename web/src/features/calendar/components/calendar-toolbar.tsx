import {
  CALENDAR_VIEWS,
  type CalendarView,
  calendarTitle,
  shiftCalendarAnchor,
  type WeekStart,
} from '@campus/sdk';
import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { ChevronIcon } from '../../../components/icons';
import { VIEW_LABELS } from '../lib/calendar-text';

interface CalendarToolbarProps {
  view: CalendarView;
  anchor: string;
  today: string;
  weekStart: WeekStart;
  headingId: string;
  onGo(next: { view?: CalendarView; anchor?: string }): void;
}

const UNIT = { day: 'day', week: 'week', month: 'month' } as const;

/**
 * Previous, Today and Next, the title of what is shown ('Nov 23 - Nov 29, 2026'; read out when it
 * changes) and the view switcher (Day, Week, Month: a radio group, arrow keys move between them).
 */
export function CalendarToolbar({ view, anchor, today, weekStart, headingId, onGo }: CalendarToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Previous ${UNIT[view]}`}
          onClick={() => onGo({ anchor: shiftCalendarAnchor(view, anchor, -1) })}
        >
          <ChevronIcon direction="left" />
        </ActionIcon>
        <Button variant="default" onClick={() => onGo({ anchor: today })}>
          Today
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Next ${UNIT[view]}`}
          onClick={() => onGo({ anchor: shiftCalendarAnchor(view, anchor, 1) })}
        >
          <ChevronIcon direction="right" />
        </ActionIcon>
        <div aria-live="polite" aria-atomic="true">
          {/* Focusable by script: opening a day from the month moves focus here, not to the page's top. */}
          <Title order={2} size="h3" id={headingId} tabIndex={-1} style={{ outline: 'none' }}>
            {calendarTitle(view, anchor, weekStart)}
          </Title>
        </div>
      </Group>
      <SegmentedControl
        aria-label="View"
        value={view}
        onChange={(value) => onGo({ view: value as CalendarView })}
        data={CALENDAR_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))}
      />
    </Group>
  );
}
