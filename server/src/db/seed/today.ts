/** Today's date 'YYYY-MM-DD' in the platform time zone (CAMPUS_TIMEZONE, default the server's zone). */
export function todayInTimeZone(timeZone = process.env.CAMPUS_TIMEZONE, now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
