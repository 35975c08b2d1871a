import { z } from 'zod';
import type { LoginInput, RegisterInput } from '../rules/validation/registration.js';
import { AuthSessionSchema } from '../schemas/user.js';
import type { Transport } from './transport.js';

/** POST /register, /login, /logout and GET /user. */
export function authResource(transport: Transport) {
  return {
    register: (input: RegisterInput) =>
      transport.request('POST', '/register', { body: input, schema: AuthSessionSchema }),
    login: (input: LoginInput) =>
      transport.request('POST', '/login', { body: input, schema: AuthSessionSchema }),
    logout: () => transport.request('POST', '/logout', { schema: z.null() }),
    currentUser: () => transport.request('GET', '/user', { schema: AuthSessionSchema }),
  };
}
