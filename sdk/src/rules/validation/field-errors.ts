import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** Turns a zod error into the envelope's `errors` map: field path -> messages. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** The first message per field, as forms show them (spec section 5: "first message only"). */
export function firstFieldErrors(errors: FieldErrors | undefined): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}
