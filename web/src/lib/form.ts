import { ApiError, firstFieldErrors } from '@campus/sdk';
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
