import { calendarTitle, dayOfWeek, weekdayNames } from '@campus/sdk';
import { Title, VisuallyHidden } from '@mantine/core';

const SHORT_WEEKDAYS = weekdayNames('sunday').map((name) => name.slice(0, 3));

/** 'Mon 23' on screen and 'Monday, November 23, 2026' for a screen reader; the whole date on a phone. */
export function DayHeading({
  date,
  long,
  id,
  order = 3,
}: {
  date: string;
  long: boolean;
  id?: string;
  order?: 3 | 4;
}) {
  const full = calendarTitle('day', date);
  return (
    <Title order={order} size="sm" fw={600} id={id}>
      {long ? (
        full
      ) : (
        <>
          <span aria-hidden="true">
            {SHORT_WEEKDAYS[dayOfWeek(date)]} {Number(date.slice(8, 10))}
          </span>
          <VisuallyHidden>{full}</VisuallyHidden>
        </>
      )}
    </Title>
  );
}
