import { z } from 'zod';
import type { ChangePasswordInput, ProfileUpdateInput } from '../rules/validation/profile.js';
import { UserSchema } from '../schemas/user.js';
import { UserDetailSchema } from '../schemas/user-detail.js';
import type { Transport } from './transport.js';

/** GET and PUT /profile, PUT /profile/password. */
export function profileResource(transport: Transport) {
  return {
    /** GET /profile: the signed-in user with every card of theirs (the same shape as GET /users/{id}). */
    getProfile: () => transport.request('GET', '/profile', { schema: UserDetailSchema }),
    updateProfile: (input: ProfileUpdateInput) =>
      transport.request('PUT', '/profile', { body: input, schema: UserSchema }),
    changePassword: (input: ChangePasswordInput) =>
      transport.request('PUT', '/profile/password', { body: input, schema: z.null() }),
  };
}
