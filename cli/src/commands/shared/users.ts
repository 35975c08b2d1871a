import { UsageError } from '../../errors.js';
import { isIdText } from './ids.js';

/** A user named on the command line or in a CSV row: digits are an id, anything else a username. */
export type UserRef =
  | { kind: 'id'; id: number; text: string }
  | { kind: 'username'; username: string; text: string };

/** Someone a list names (members, pick lists): enough to match a reference. */
export interface KnownUser {
  id: number;
  username: string;
}

export function userRef(raw: string): UserRef {
  const text = raw.trim();
  if (isIdText(text)) return { kind: 'id', id: Number(text), text };
  return { kind: 'username', username: text, text };
}

/**
 * The users of repeated or comma-separated `--user` values (`--user ana --user 12,bo`): a usage error
 * when none is left or one is blank.
 */
export function userRefsFromFlags(values: readonly string[]): UserRef[] {
  const texts = values.flatMap((value) => value.split(',')).map((text) => text.trim());
  if (texts.some((text) => text === ''))
    throw new UsageError('--user needs a username or an id (no blanks).');
  return texts.map(userRef);
}

/** The listed user a reference names: the same id, or the same username ignoring case. */
export function findUser<U extends KnownUser>(ref: UserRef, users: readonly U[]): U | undefined {
  if (ref.kind === 'id') return users.find((user) => user.id === ref.id);
  const wanted = ref.username.toLowerCase();
  return users.find((user) => user.username.toLowerCase() === wanted);
}
