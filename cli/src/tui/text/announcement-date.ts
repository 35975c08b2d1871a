/**
 * An announcement bound as typed: the API answers a date-only bound as midnight UTC, shown here as the
 * date alone; any other instant as 'YYYY-MM-DD HH:MM' (UTC, as stored).
 */
export function announcementDate(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00(?:\.000)?)?(Z|[+-]00:?00)?$/.exec(value);
  if (!match) return value;
  return match[2] === '00:00' ? (match[1] ?? value) : `${match[1]} ${match[2]}`;
}
