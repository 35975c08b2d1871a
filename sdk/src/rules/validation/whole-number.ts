import { z } from 'zod';

/**
 * A count from a body or a form (a quantity) between `min` and `max`: a whole JSON number, or the same
 * number as decimal digits, because a form control holds text. A loose coercion would read true, [1] or
 * "0x1" as 1. Every refusal says `message`.
 */
export function wholeNumberField(message: string, range: { min: number; max?: number }) {
  let number = z.number({ error: message }).int(message).min(range.min, message);
  if (range.max !== undefined) number = number.max(range.max, message);
  return z
    .union([z.number(), z.string().regex(/^[0-9]+$/, message)], { error: message })
    .transform(Number)
    .pipe(number);
}
