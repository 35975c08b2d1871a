/** Browser storage keys shared with the team notes (docs/TEAM-NOTES.md). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cartSessionId: 'cart_session_id',
  theme: 'theme',
} as const;
