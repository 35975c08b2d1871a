import type { CampusClient } from '@campus/sdk';
import type { UnreadSource } from './unread/unread-source.js';

/** Who is signed in, as the status line shows them. */
export interface TuiUser {
  id: number;
  username: string;
  name: string;
  isAdmin: boolean;
}

/**
 * What the TUI needs from the outside world: the command builds it from the profile and the CLI's context,
 * tests from a real test server. Screens never read globals.
 */
export interface TuiEnv {
  apiUrl: string;
  /** A client for this API with a token (null for the sign-in call itself). */
  connect(token: string | null): Promise<CampusClient>;
  /** Keeps a sign-in made inside the TUI (the profile's token), so the next command is signed in too. */
  saveSignIn(token: string, username: string): void;
  now(): Date;
  /** Where the status line's unread count comes from (default: the live stream, polling while it is down). */
  unreadSource?(session: TuiSession): UnreadSource;
  /** NO_COLOR: no colours, the cursor and badges still read as text. */
  noColor?: boolean;
}

/** A signed-in session: the user and the client that carries their token. */
export interface TuiSession {
  user: TuiUser;
  client: CampusClient;
  /** The bearer token the client carries (the live stream sends it too). */
  token: string;
}
