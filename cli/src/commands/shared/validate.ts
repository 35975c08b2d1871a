import { UsageError } from '../../errors.js';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The part of a zod schema this needs (the sdk's input schemas), without importing zod here. */
export interface InputSchema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * Validates input with the same sdk schema the server uses, before any call: a bad value is a usage
 * error (exit 2) listing each field's message under the flag that set it.
 */
export function validateInput<T>(
  schema: InputSchema<T>,
  input: unknown,
  flags: Readonly<Record<string, string>> = {},
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'input';
    return `  ${flags[field] ?? field}: ${issue.message}`;
  });
  throw new UsageError('Invalid input:', [...new Set(details)]);
}
