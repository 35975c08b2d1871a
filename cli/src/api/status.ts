/**
 * True when an sdk ApiError carries this HTTP status. Checked by shape rather than `instanceof` so that
 * commands need not import the sdk at start-up (it loads lazily with the client).
 */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof Error && 'status' in error && error.status === status;
}

export const isUnauthorized = (error: unknown): boolean => hasStatus(error, 401);
