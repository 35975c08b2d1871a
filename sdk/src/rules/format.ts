import { format, isValid, parse } from 'date-fns';

/** Money is dollars in JSON; shown en-US with 2 decimals (spec section 9). */
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type Amount = number | string | null | undefined;

function toNumber(value: Amount): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** 12.5 -> '$12.50'; blank or non-numeric -> '$0.00'. */
export function formatMoney(dollars: Amount): string {
  return money.format(toNumber(dollars));
}

/** The price badge of courses: 'Free' or '$x.xx'. */
export function formatPrice(isFree: boolean | null | undefined, price: Amount): string {
  return isFree ? 'Free' : formatMoney(price);
}

/**
 * The event card price badge: 'Free', one price, a range from min to max over the ticket types, or
 * 'Paid' when a paid event has no ticket prices yet.
 */
export function formatPriceRange(isFree: boolean | null | undefined, prices: readonly Amount[]): string {
  if (isFree) return 'Free';
  const values = prices.map(toNumber);
  if (values.length === 0) return 'Paid';
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? formatMoney(min) : `${formatMoney(min)} - ${formatMoney(max)}`;
}

type DateInput = string | Date | null | undefined;

/**
 * A calendar date from a 'YYYY-MM-DD' value or a date-time (only its date part counts), as a local
 * date so that no time zone shifts it to the day before. Null when it cannot be read.
 */
export function parseDateValue(value: string | Date): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(value.trim());
  if (!match?.[1]) return null;
  const date = parse(match[1], 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

function formatDateWith(value: DateInput, pattern: string, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = parseDateValue(value);
  if (!date) return typeof value === 'string' ? value : empty;
  return format(date, pattern);
}

/** 'Monday, January 5, 2026'; empty -> 'N/A'; unparseable -> the raw value. */
export function formatDateLong(value: DateInput): string {
  return formatDateWith(value, 'EEEE, MMMM d, yyyy', 'N/A');
}

/** 'Jan 5, 2026'; empty -> 'No date'; unparseable -> the raw value. */
export function formatDateShort(value: DateInput): string {
  return formatDateWith(value, 'MMM d, yyyy', 'No date');
}

/** Reads 'HH:mm' or 'HH:mm:ss' (as the database may answer) into minutes after midnight. */
export function parseTimeValue(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** '14:30' -> '2:30 PM', '00:05' -> '12:05 AM'; empty -> ''; unparseable -> the raw value. */
export function formatTime12h(value: string | null | undefined): string {
  if (!value) return '';
  const total = parseTimeValue(value);
  if (total === null) return value;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The calendar variant: a missing time reads 'Time TBD'. */
export function formatTimeOrTbd(value: string | null | undefined): string {
  return formatTime12h(value) || 'Time TBD';
}

/** '2:30 PM - 3:30 PM'; one side missing shows the other; both missing -> ''. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatTime12h(start);
  const to = formatTime12h(end);
  if (from && to) return `${from} - ${to}`;
  return from || to;
}

/** 'male' -> 'Male': one capitalised label wherever a gender is shown or offered; blank -> ''. */
export function genderLabel(gender: string | null | undefined): string {
  if (!gender) return '';
  return gender.charAt(0).toUpperCase() + gender.slice(1);
}

/** An RSVP's tickets as one line: 'General Admission × 2, VIP × 1'; '' when none were bought. */
export function formatRsvpTickets(
  tickets: ReadonlyArray<{ ticket_type_name: string; quantity: number }>,
): string {
  return tickets.map((ticket) => `${ticket.ticket_type_name} × ${ticket.quantity}`).join(', ');
}
