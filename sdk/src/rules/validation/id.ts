import { z } from 'zod';

/** The largest id the database holds (PostgreSQL `integer`); a larger one can name no row. */
export const MAX_ID = 2_147_483_647;

/**
 * Decimal digits only, in the one spelling an id is written: no sign, no spaces, no `0x`, no exponent, no
 * leading zero ('01' would name id 1 under a second address).
 */
const DECIMAL_DIGITS = /^[1-9][0-9]*$/;

function wholeId(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** Digits as text become a number, then pass the same checks as a number. */
function digitText(message: string) {
  return z.string({ error: message }).regex(DECIMAL_DIGITS, message);
}

/**
 * An id in a body or a form: a positive whole JSON number within the database's range, or the same
 * number as decimal digits, because form controls (a select's value) hold text. Anything else (true,
 * [1], "0x1", "1e0", " 1", "01", 1.5, 0, -1) is refused with `message`: a loose coercion would read some of
 * them as id 1.
 */
export function idField(message = 'Invalid id') {
  return z
    .union([z.number(), digitText(message)], { error: message })
    .transform(Number)
    .pipe(wholeId(message));
}

/** An id in a path parameter or a query string, which arrive as text: decimal digits only, no leading zero. */
export function idParam(message = 'Invalid id') {
  return digitText(message).transform(Number).pipe(wholeId(message));
}
