import type { CreateUserInput } from '../rules/validation/create-user.js';
import { UserSchema } from '../schemas/user.js';
import type { Transport } from './transport.js';

/** The dashboard's Create User (create_user holders and organization owners). */
export function usersResource(transport: Transport) {
  return {
    /** POST /users: creates the account in the chosen organization and adds it to `group_id`. */
    create: (input: CreateUserInput) =>
      transport.request('POST', '/users', { body: input, schema: UserSchema }),
  };
}
