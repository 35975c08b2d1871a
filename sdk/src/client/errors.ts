import type { FieldErrors } from '../rules/validation/field-errors.js';

/** Every failed call throws an ApiError; subclasses are picked from the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
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
}

export function apiErrorFor(status: number, message: string, fieldErrors?: FieldErrors): ApiError {
  switch (status) {
    case 401:
      return new UnauthorizedError(status, message, fieldErrors);
    case 403:
      return new ForbiddenError(status, message, fieldErrors);
    case 404:
      return new NotFoundError(status, message, fieldErrors);
    case 409:
      return new ConflictError(status, message, fieldErrors);
    case 422:
      return new ValidationError(status, message, fieldErrors);
    case 429:
      return new RateLimitError(status, message, fieldErrors);
    default:
      return new ApiError(status, message, fieldErrors);
  }
}

/** The message to show: the server's when present, else the catalogue's fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !(error instanceof NetworkError)) return error.message;
  return fallback;
}
