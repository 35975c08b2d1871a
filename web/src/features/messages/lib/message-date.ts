const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 2, 2026, 3:00 PM' in the browser's time zone; the raw value when it cannot be read. */
export function formatMessageDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : FORMAT.format(date);
}
