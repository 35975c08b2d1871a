import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { VALIDATION_MESSAGES as M } from './messages.js';

// The list of common and breached passwords (NIST SP 800-63B): zxcvbn-ts's 'passwords-common' dictionary
// (about 49,000 passwords ranked by how often they appear in leaks; MIT), of which the 18,000 of 8
// characters or more can pass the length rule. It is 200 KB compressed and takes a few hundred
// milliseconds to unpack, so it is an entry of its own (`@campus/sdk/common-passwords`), loaded on first
// use: the server checks every password that is set against it, and the web app, which never imports this
// entry, shows the server's field error under the password field (the cheap pattern rules it runs itself).

let list: Promise<ReadonlySet<string>> | undefined;

/** Loads the list once (lower case, only entries long enough to be a password here); later calls share it. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
          .map((password) => password.toLowerCase()),
      ),
  );
  return list;
}

/** Whether the password is on the list, whatever its case ('Password1' is 'password1'). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** The message for a password on the list, or null. */
export async function commonPasswordError(password: string): Promise<string | null> {
  return (await isCommonPassword(password)) ? M.passwordTooCommon : null;
}
