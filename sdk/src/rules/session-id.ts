export type CartSessionPrefix = 'web' | 'cli';

/** A random token from the platform's Web Crypto (browsers and Node 20 both have globalThis.crypto). */
export function randomToken(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The cart's X-Session-ID: 'web-session-<random>' or 'cli-session-<random>', kept by the client. */
export function createCartSessionId(prefix: CartSessionPrefix = 'web'): string {
  return `${prefix}-session-${randomToken()}`;
}

/** True for ids made by createCartSessionId (so a stored value that is not one gets replaced). */
export function isCartSessionId(value: unknown, prefix?: CartSessionPrefix): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(web|cli)-session-[A-Za-z0-9-]{8,}$/.exec(value);
  return !!match && (prefix === undefined || match[1] === prefix);
}
