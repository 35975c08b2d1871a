import { dateIn } from '@campus/sdk';

/** Today's date 'YYYY-MM-DD' in the platform time zone (CAMPUS_TIMEZONE, default the server's zone). */
export function todayInTimeZone(timeZone = process.env.CAMPUS_TIMEZONE, now = new Date()): string {
  return dateIn(now, timeZone);
}
