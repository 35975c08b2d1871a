import type { User } from '@campus/sdk';
import type { TuiUser } from './env.js';

/** The status line's view of a user: "First Middle Last" as `campus whoami` prints it. */
export function toTuiUser(
  user: Pick<User, 'id' | 'username' | 'first_name' | 'middle_name' | 'last_name' | 'is_admin'>,
): TuiUser {
  const name = [user.first_name, user.middle_name, user.last_name].filter((part) => part?.trim()).join(' ');
  return { id: user.id, username: user.username, name, isAdmin: user.is_admin };
}
