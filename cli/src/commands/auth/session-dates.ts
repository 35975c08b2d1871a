import type { LoginSession } from '@campus/sdk';

// How `auth status` and `auth sessions` show a session's dates: ISO 8601 in UTC to the minute, the same
// on every machine (scripts that need more precision use --json).

export function sessionTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** "in 29 days", "in 5 hours", "expired" (relative to the injected clock). */
export function expiresIn(iso: string, now: Date): string {
  const ms = Date.parse(iso) - now.getTime();
  if (Number.isNaN(ms)) return iso;
  if (ms <= 0) return 'expired';
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 48) return `in ${Math.floor(hours / 24)} days`;
  if (hours >= 1) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  return 'in less than an hour';
}

/** The row of one session in `auth sessions` (and its headers). */
export const SESSION_HEADERS = ['id', 'created', 'last used', 'expires', 'current'] as const;

export function sessionRow(session: LoginSession): string[] {
  return [
    String(session.id),
    sessionTime(session.created_at),
    sessionTime(session.last_used_at),
    sessionTime(session.expires_at),
    session.current ? 'yes' : '',
  ];
}
