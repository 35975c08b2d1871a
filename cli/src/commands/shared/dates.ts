// sv-SE writes dates as YYYY-MM-DD and times as HH:MM: sortable, and what date flags take.
const LOCAL_DATE_TIME = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const LOCAL_DATE = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A stored date or timestamp on this terminal's wall clock: a bare date as is, a timestamp as
 * "2026-12-01 08:00" (or "2026-12-01" with `dateOnly`), none as '-', anything unreadable as given.
 */
export function localDateText(value: string | null | undefined, dateOnly = false): string {
  if (!value) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return (dateOnly ? LOCAL_DATE : LOCAL_DATE_TIME).format(instant);
}
