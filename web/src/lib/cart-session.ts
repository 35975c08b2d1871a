import { createCartSessionId, isCartSessionId } from '@campus/sdk';
import { STORAGE_KEYS } from './storage-keys';

/** The cart session id sent as X-Session-ID: created once per browser ('web-session-...') and kept. */
export function cartSessionId(storage: Storage): string {
  const existing = storage.getItem(STORAGE_KEYS.cartSessionId);
  if (isCartSessionId(existing, 'web')) return existing;
  const created = createCartSessionId('web');
  storage.setItem(STORAGE_KEYS.cartSessionId, created);
  return created;
}
