import { z } from 'zod';
import { CALENDAR_SCOPES } from '../../schemas/calendar.js';
import { daysBetween } from '../calendar.js';
import { isCalendarDate } from './event.js';

/** The longest range one calendar call answers (a year and a day: the feed's past 30 and next 365 days). */
export const CALENDAR_MAX_RANGE_DAYS = 400;

export const CALENDAR_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  toBeforeFrom: 'The end of the range cannot be before its start',
  rangeTooLong: `Choose a range of at most ${CALENDAR_MAX_RANGE_DAYS} days`,
  scopeInvalid: 'Choose mine, owner or admin',
} as const;

const date = z
  .string({ error: CALENDAR_MESSAGES.dateInvalid })
  .refine(isCalendarDate, CALENDAR_MESSAGES.dateInvalid);

/** GET /calendar query: `from` and `to` (inclusive, YYYY-MM-DD), `scope` (default mine). */
export const CalendarQuerySchema = z
  .object({
    from: date,
    to: date,
    scope: z.enum(CALENDAR_SCOPES, { error: CALENDAR_MESSAGES.scopeInvalid }).default('mine'),
  })
  .superRefine(({ from, to }, context) => {
    if (!isCalendarDate(from) || !isCalendarDate(to)) return;
    const days = daysBetween(from, to);
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.toBeforeFrom });
    else if (days + 1 > CALENDAR_MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.rangeTooLong });
    }
  });
export type CalendarQuery = z.input<typeof CalendarQuerySchema>;
