import type { FieldErrors } from '@campus/sdk';

/**
 * Errors a service throws on purpose. The one error handler (plugins/error-handler.ts) turns each into the
 * envelope `{ status: 'error', message, errors? }` with its status code; services never touch HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'This action is unauthorized.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 422 with messages per field; the message defaults to the first field message, as Laravel answers. */
export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? firstMessage(errors) ?? 'The given data was invalid.', errors);
  }

  /** One field, one message: the common case of a rule checked against the database. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many attempts. Please try again later.') {
    super(429, message);
  }
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}
