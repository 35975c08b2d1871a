import { z } from 'zod';

/** A required text field: trimmed, and `message` when blank. */
export function requiredText(message: string, max = 255) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** An optional text field: blank and missing both become null. */
export function optionalText(max = 255) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}
