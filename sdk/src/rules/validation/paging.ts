import { z } from 'zod';

const DIGITS = /^[0-9]{1,6}$/;

/** A page number or size from a query string: digits only, at least 1, at most `max`. */
function positiveQueryInt(fallback: number, max: number) {
  return z
    .string()
    .regex(DIGITS, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Must be at least 1').max(max, `Must be at most ${max}`))
    .optional()
    .transform((value) => value ?? fallback);
}

/** A flag from a query string: true, false, 1 or 0 (missing is false). */
export function queryFlag() {
  return z
    .enum(['true', 'false', '1', '0'], { error: 'Expected true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1');
}

/** `page` and `per_page` of a paged list; `per_page` defaults to the spec's page size. */
export function pageQuery(defaultPerPage: number, maxPerPage = 100) {
  return z.object({
    page: positiveQueryInt(1, 100_000),
    per_page: positiveQueryInt(defaultPerPage, maxPerPage),
  });
}

/** How many pages `total` rows fill (at least 1, so an empty list is page 1 of 1). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
