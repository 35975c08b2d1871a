/**
 * A time of day as the forms send it ('HH:mm') or as the database answers it ('HH:mm:ss'): hours 00 to 23,
 * minutes and seconds 00 to 59. '23:59:60' (a leap second no clock here shows), '24:00' and '09:00:99' are
 * refused rather than cut to their first five characters.
 */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Whether `value` is a time of day, 'HH:mm' or 'HH:mm:ss'. */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** A checked time as 'HH:mm' (the seconds dropped): what the server stores and compares. */
export function toHourMinute(value: string): string {
  return value.slice(0, 5);
}
