import { CALENDAR_VIEWS, type CalendarView, isCalendarDate } from '@campus/sdk';
import { useSearchParams } from 'react-router-dom';

/** The search params that keep a calendar's place: ?view=month&date=2026-11-26. */
export const CALENDAR_PARAMS = { view: 'view', date: 'date' } as const;

function isCalendarView(value: string | null): value is CalendarView {
  return (CALENDAR_VIEWS as readonly (string | null)[]).includes(value);
}

export interface CalendarPlace {
  view: CalendarView;
  /** The day the view is built around ('YYYY-MM-DD'); today when the URL names none or a bad one. */
  anchor: string;
  /** Moves to another view and/or day; a new history entry, so Back returns to the last place. */
  go(next: { view?: CalendarView; anchor?: string }): void;
}

/**
 * The view and the anchor day of a calendar, kept in the URL so that Back, reload and a shared link show
 * the same place. Other params (the admin panel's ?tab=) are kept.
 */
export function useCalendarPlace(defaultView: CalendarView, today: string): CalendarPlace {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get(CALENDAR_PARAMS.view);
  const dateParam = params.get(CALENDAR_PARAMS.date);
  const view = isCalendarView(viewParam) ? viewParam : defaultView;
  const anchor = dateParam && isCalendarDate(dateParam) ? dateParam : today;
  return {
    view,
    anchor,
    go(next) {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const nextView = next.view ?? view;
        const nextAnchor = next.anchor ?? anchor;
        if (nextView === defaultView) updated.delete(CALENDAR_PARAMS.view);
        else updated.set(CALENDAR_PARAMS.view, nextView);
        if (nextAnchor === today) updated.delete(CALENDAR_PARAMS.date);
        else updated.set(CALENDAR_PARAMS.date, nextAnchor);
        return updated;
      });
    },
  };
}
