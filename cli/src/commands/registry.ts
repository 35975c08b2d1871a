import { authLogin } from './auth/login.js';
import { authLogout } from './auth/logout.js';
import { authStatus } from './auth/status.js';
import type { Verb } from './shared/verb.js';
import { tui } from './tui/tui.js';
import { whoami } from './whoami/whoami.js';

/** Every command, in help order. Later issues add theirs here. */
export const VERBS: readonly Verb[] = [authLogin, authStatus, authLogout, whoami, tui];
