import type { CampusClient } from '@campus/sdk';
import { normalizeApiUrl } from './api-url.js';
import type { ConfigStore, Profile } from './config.js';
import type { CliContext } from './context.js';
import { NotSignedInError } from './errors.js';

export const DEFAULT_API_URL = 'http://localhost:8080/api';

/** The options every command accepts. */
export interface GlobalOptions {
  apiUrl?: string;
  /** Print JSON: --json (with or without fields) or --jq. */
  json: boolean;
  /** The fields of `--json a,b` (a read command prints only these); absent for a bare --json. */
  jsonFields?: readonly string[];
  /** The --jq expression the JSON goes through before it is printed. */
  jq?: string;
  profile: string;
}

export type TokenSource = 'CAMPUS_TOKEN' | 'profile';

/** Which API, token and cart session a command uses, resolved from flags, env and the profile. */
export interface Session {
  profileName: string;
  profile: Profile;
  store: ConfigStore;
  apiUrl: string;
  token: string | null;
  tokenSource: TokenSource | null;
}

/** --api-url, then CAMPUS_API_URL, then the profile's, then the default; CAMPUS_TOKEN beats the stored token. */
export async function resolveSession(globals: GlobalOptions, ctx: CliContext): Promise<Session> {
  const store = await ctx.config();
  const profile = store.getProfile(globals.profile);
  const envUrl = ctx.env.CAMPUS_API_URL
    ? normalizeApiUrl(ctx.env.CAMPUS_API_URL, 'CAMPUS_API_URL')
    : undefined;
  const apiUrl = globals.apiUrl ?? envUrl ?? profile.apiUrl ?? DEFAULT_API_URL;
  const envToken = ctx.env.CAMPUS_TOKEN || null;
  const token = envToken ?? profile.token ?? null;
  const tokenSource: TokenSource | null = envToken ? 'CAMPUS_TOKEN' : profile.token ? 'profile' : null;
  return { profileName: globals.profile, profile, store, apiUrl, token, tokenSource };
}

/** A client for the session's API and token; keeps the profile's cart session id (made on first use). */
export async function sessionClient(
  session: Session,
  ctx: CliContext,
  token: string | null = session.token,
): Promise<CampusClient> {
  const sessionId = await ctx.sessionId(session.profile.sessionId);
  if (sessionId !== session.profile.sessionId) saveProfile(session, { sessionId });
  return ctx.client({ apiUrl: session.apiUrl, token, sessionId });
}

export function saveProfile(session: Session, changes: Partial<Profile>): void {
  session.profile = { ...session.profile, ...changes };
  session.store.setProfile(session.profileName, session.profile);
}

/** The token, or exit 4 with the hint to sign in. */
export function requireToken(session: Session): string {
  if (!session.token) throw new NotSignedInError(`You are not signed in to ${session.apiUrl}.`);
  return session.token;
}
