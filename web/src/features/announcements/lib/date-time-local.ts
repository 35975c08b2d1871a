import { announcementInstant } from '@campus/sdk';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input shows it, on the browser's clock: '2026-11-20T07:00'. */
export function dateTimeLocalOf(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/**
 * A stored availability bound for the input, in the browser's local time. A date alone is a whole day
 * (the sdk's rule): from its start, until its end (23:59). Empty or unreadable gives ''.
 */
export function toDateTimeLocal(value: string | null | undefined, edge: 'start' | 'end'): string {
  if (!value) return '';
  const instant = announcementInstant(value, edge);
  return instant ? dateTimeLocalOf(instant) : '';
}

/** What the form sends: the input's local time as an ISO instant (the browser's offset applied); '' -> null. */
export function fromDateTimeLocal(local: string): string | null {
  if (!local.trim()) return null;
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
}
