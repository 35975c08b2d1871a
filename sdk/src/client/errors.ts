import type { FieldErrors } from '../rules/validation/field-errors.js';

/** Every failed call throws an ApiError; subclasses are picked from the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** True when the message came from the server's error envelope (and so is fit to show a user). */
  readonly fromServer: boolean;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, fromServer = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.fromServer = fromServer;
  }
}

export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
}
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
export class ValidationError extends ApiError {
  override name = 'ValidationError';
}
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}
/** The server could not be reached or answered with something that is not our envelope. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  override readonly fromServer = false;
}

export function apiErrorFor(
  status: number,
  message: string,
  fieldErrors?: FieldErrors,
  fromServer = true,
): ApiError {
  const args = [status, message, fieldErrors, fromServer] as const;
  switch (status) {
    case 401:
      return new UnauthorizedError(...args);
    case 403:
      return new ForbiddenError(...args);
    case 404:
      return new NotFoundError(...args);
    case 409:
      return new ConflictError(...args);
    case 422:
      return new ValidationError(...args);
    case 429:
      return new RateLimitError(...args);
    default:
      return new ApiError(...args);
  }
}

/** The message to show: the server's when present, else the catalogue's fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return fallback;
}
