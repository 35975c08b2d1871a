import { ApiError, errorMessage, firstFieldErrors } from '@campus/sdk';
import { schemaResolver } from '@mantine/form';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/** A Mantine form validator from an sdk schema, so the schema's messages are the form's messages. */
export function schemaValidate(schema: StandardSchema) {
  return schemaResolver(schema, { sync: true });
}

/** The server's 422 field errors, first message per field (spec section 5), ready for form.setErrors. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? firstFieldErrors(error.fieldErrors) : {};
}

/**
 * What a failed submit still has to say above the fields (an alert or a toast), or null when every
 * error already shows under its field: a message is shown once, under the field when the form has it.
 */
export function formLevelError(error: unknown, fields: readonly string[], fallback: string): string | null {
  const byField = serverFieldErrors(error);
  const keys = Object.keys(byField);
  if (keys.length === 0) return errorMessage(error, fallback);
  const elsewhere = keys.filter((key) => !fields.includes(key)).map((key) => byField[key]);
  return elsewhere.length > 0 ? elsewhere.join(' ') : null;
}
