import { authLogin } from './auth/login.js';
import { authLogout } from './auth/logout.js';
import { authSessions } from './auth/sessions.js';
import { authSessionsRevoke } from './auth/sessions-revoke.js';
import { authStatus } from './auth/status.js';
import type { Verb } from './shared/verb.js';
import { tui } from './tui/tui.js';
import { whoami } from './whoami/whoami.js';

/**
 * Every command, in help order. Later issues add theirs here. A verb with verbs under it (auth sessions,
 * then auth sessions revoke) comes before them, so the tree has one command of that name.
 */
export const VERBS: readonly Verb[] = [
  authLogin,
  authStatus,
  authSessions,
  authSessionsRevoke,
  authLogout,
  whoami,
  tui,
];
