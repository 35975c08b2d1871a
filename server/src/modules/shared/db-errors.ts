/** PostgreSQL's unique_violation (SQLSTATE 23505), found on the error or on the cause Drizzle wraps it in. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}
