import {
  type CalendarItem,
  type CalendarView,
  calendarDays,
  errorMessage,
  itemsByDay,
  type WeekStart,
} from '@campus/sdk';
import { Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import type { PeopleIndex } from '../lib/people';
import classes from './calendar.module.css';
import { CalendarSkeleton } from './calendar-skeleton';
import { CalendarToolbar } from './calendar-toolbar';
import { DayView } from './day-view';
import { MonthView } from './month-view';
import type { CalendarViewProps } from './view-props';
import { WeekView } from './week-view';

export interface CalendarBoardProps {
  view: CalendarView;
  anchor: string;
  today: string;
  weekStart?: WeekStart;
  /** The entries to draw (already filtered). */
  items: readonly CalendarItem[];
  people: PeopleIndex;
  details?: boolean;
  phone: boolean;
  emptyText: string;
  /** The first load of a range: a skeleton instead of the view. */
  loading: boolean;
  /** Another range loads while this one shows: dimmed and marked busy. */
  refreshing: boolean;
  error: unknown;
  errorFallback: string;
  headingId: string;
  onGo(next: { view?: CalendarView; anchor?: string }): void;
  /** Between the toolbar and the view: filters, the legend. */
  children?: ReactNode;
}

const VIEWS = { day: DayView, week: WeekView, month: MonthView } as const;

/** A calendar: the toolbar, then the filters it is given, then the view (or its skeleton or error). */
export function CalendarBoard(props: CalendarBoardProps) {
  const { view, anchor, today, weekStart = 'monday', items, loading, refreshing, error } = props;
  const days = useMemo(() => calendarDays(view, anchor, weekStart), [view, anchor, weekStart]);
  const byDay = useMemo(() => itemsByDay(items, days), [items, days]);
  const View = VIEWS[view];
  const viewProps: CalendarViewProps = {
    days,
    anchor,
    byDay,
    today,
    people: props.people,
    details: props.details,
    phone: props.phone,
    emptyText: props.emptyText,
    onOpenDay: (date) => {
      props.onGo({ view: 'day', anchor: date });
      // The button pressed is gone with the month: the title of the day takes the focus.
      requestAnimationFrame(() => document.getElementById(props.headingId)?.focus());
    },
  };

  let body: ReactNode;
  if (error) body = <ErrorAlert>{errorMessage(error, props.errorFallback)}</ErrorAlert>;
  else if (loading) body = <CalendarSkeleton view={view} phone={props.phone} />;
  else
    body = (
      <div className={refreshing ? classes.loading : undefined} aria-busy={refreshing || undefined}>
        <View {...viewProps} />
      </div>
    );

  return (
    <Stack gap="md">
      <CalendarToolbar
        view={view}
        anchor={anchor}
        today={today}
        weekStart={weekStart}
        headingId={props.headingId}
        onGo={props.onGo}
      />
      {props.children}
      {body}
    </Stack>
  );
}
