import { announcementInstant, formatDateShort } from '@campus/sdk';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * An availability bound as the reader's clock shows it: 'Nov 20, 2026, 7:00 AM' for a date and time, the
 * date alone ('Nov 20, 2026') for a whole-day bound; unreadable text is shown as it is.
 */
export function formatAnnouncementBound(value: string, edge: 'start' | 'end'): string {
  if (DATE_ONLY.test(value.trim())) return formatDateShort(value);
  const instant = announcementInstant(value, edge);
  return instant ? dateTime.format(instant) : value;
}

/** 'Available from Nov 20, 2026, 7:00 AM until Dec 1, 2026' (no end: from only). */
export function availabilityText(from: string, until: string | null): string {
  const start = `Available from ${formatAnnouncementBound(from, 'start')}`;
  return until ? `${start} until ${formatAnnouncementBound(until, 'end')}` : start;
}
