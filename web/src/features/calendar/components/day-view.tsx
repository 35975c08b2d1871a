import { DayItems } from './day-items';
import type { CalendarViewProps } from './view-props';

/** One day: its entries by start time, or 'No courses or events scheduled for this day'. */
export function DayView({ days, byDay, people, details, emptyText }: CalendarViewProps) {
  const day = days[0] ?? '';
  return (
    <div data-testid="day-view">
      <DayItems
        items={byDay.get(day) ?? []}
        people={people}
        details={details}
        withPlace
        emptyText={emptyText}
      />
    </div>
  );
}
