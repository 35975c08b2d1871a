import { z } from 'zod';
import { LoginSessionSchema, RevokedSessionsSchema } from '../schemas/login-session.js';
import type { Transport } from './transport.js';

/** GET /sessions, DELETE /sessions/{id}, DELETE /sessions: the signed-in user's own sign-ins. */
export function sessionsResource(transport: Transport) {
  return {
    list: () => transport.request('GET', '/sessions', { schema: z.array(LoginSessionSchema) }),
    /** Revokes one of the user's own sessions (the current one signs this client out). */
    revoke: (id: number) => transport.request('DELETE', `/sessions/${id}`, { schema: z.null() }),
    /** Revokes every session of the user except the current one. */
    revokeOthers: () => transport.request('DELETE', '/sessions', { schema: RevokedSessionsSchema }),
  };
}
