import type { AttendeeStatistics, Rsvp } from '@campus/sdk';
import type { Sdk } from '../../shared/sdk.js';
import { fullName } from '../../whoami/user-fields.js';

export const ATTENDEE_HEADERS = [
  'Name',
  'Username',
  'Response',
  'Quantity',
  'Status',
  'Payment type',
  'Paid',
] as const;

/** The same columns for --csv, as plain values a spreadsheet reads (ids, raw words, amounts as numbers). */
export const ATTENDEE_CSV_HEADERS = [
  'rsvp_id',
  'user_id',
  'name',
  'username',
  'response',
  'quantity',
  'status',
  'payment_type',
  'paid_amount',
  'total_amount_owed',
] as const;

/** 'credit_card' -> 'Credit Card'; none or unset -> '-'. */
function paymentTypeLabel(sdk: Pick<Sdk, 'PAYMENT_TYPE_LABELS'>, type: Rsvp['payment_type']): string {
  if (!type || type === 'none') return '-';
  return sdk.PAYMENT_TYPE_LABELS[type];
}

/** One RSVP of the attendees report as a table row: the status as the web's badge words. */
export function attendeeRow(sdk: Sdk, rsvp: Rsvp): string[] {
  return [
    rsvp.user ? fullName(rsvp.user) || rsvp.user.username : '-',
    rsvp.user?.username ?? `user ${rsvp.user_id}`,
    rsvp.response,
    String(rsvp.quantity),
    sdk.registrationBadge(rsvp.status),
    paymentTypeLabel(sdk, rsvp.payment_type),
    rsvp.paid_amount === null || rsvp.paid_amount === undefined ? '-' : sdk.formatMoney(rsvp.paid_amount),
  ];
}

/** One RSVP as a CSV record (see ATTENDEE_CSV_HEADERS). */
export function attendeeCsvRecord(rsvp: Rsvp): string[] {
  const amount = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : value.toFixed(2);
  return [
    String(rsvp.id),
    String(rsvp.user_id),
    rsvp.user ? fullName(rsvp.user) : '',
    rsvp.user?.username ?? '',
    rsvp.response,
    String(rsvp.quantity),
    rsvp.status,
    rsvp.payment_type ?? '',
    amount(rsvp.paid_amount),
    amount(rsvp.total_amount_owed),
  ];
}

/** The statistics line under the table (and after --csv, on stderr). */
export function statisticsLine(statistics: AttendeeStatistics): string {
  const capacity = statistics.max_capacity === null ? '' : ` of ${statistics.max_capacity}`;
  return [
    `${statistics.total_rsvps} RSVP${statistics.total_rsvps === 1 ? '' : 's'}`,
    `${statistics.approved} approved, ${statistics.pending} pending, ${statistics.denied} denied`,
    `yes ${statistics.yes}, maybe ${statistics.maybe}, no ${statistics.no}`,
    `seats taken ${statistics.seats_taken}${capacity} (${statistics.confirmed_seats} confirmed)`,
  ].join(' · ');
}
