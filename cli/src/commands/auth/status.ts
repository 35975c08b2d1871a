import type { User } from '@campus/sdk';
import { isUnauthorized } from '../../api/status.js';
import type { CliContext } from '../../context.js';
import { ExitCode, LOGIN_HINT } from '../../errors.js';
import { printFields, printJson, printStatus } from '../../output.js';
import { type GlobalOptions, resolveSession, type Session, sessionClient } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';

export interface StatusOptions {
  globals: GlobalOptions;
}

interface TokenCheck {
  validity: 'valid' | 'invalid' | 'none';
  user: User | null;
}

async function checkToken(session: Session, ctx: CliContext): Promise<TokenCheck> {
  if (!session.token) return { validity: 'none', user: null };
  const client = await sessionClient(session, ctx);
  try {
    const { user } = await client.currentUser();
    return { validity: 'valid', user };
  } catch (error) {
    // A revoked or unknown token is an answer here, not a failure; an unreachable server is a failure.
    if (isUnauthorized(error)) return { validity: 'invalid', user: null };
    throw error;
  }
}

function signedInLine(session: Session, user: User | null): string {
  if (!session.token) return 'no';
  const who = user?.username ?? session.profile.username ?? 'unknown user';
  return `${who} (token from ${session.tokenSource === 'CAMPUS_TOKEN' ? 'CAMPUS_TOKEN' : 'the profile'})`;
}

export const authStatus = defineVerb<StatusOptions>({
  path: ['auth', 'status'],
  summary: 'Show who is signed in, against which API, and whether the sign-in is still valid',
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    const { validity, user } = await checkToken(session, ctx);
    if (options.globals.json) {
      printJson(ctx.io, {
        profile: session.profileName,
        api_url: session.apiUrl,
        signed_in: validity === 'valid',
        token_source: session.tokenSource,
        token_valid: validity === 'none' ? null : validity === 'valid',
        username: user?.username ?? session.profile.username ?? null,
        config_path: session.store.path,
      });
    } else {
      printFields(ctx.io, [
        ['API', session.apiUrl],
        ['Profile', session.profileName],
        ['Signed in', signedInLine(session, user)],
        [
          'Token',
          validity === 'none' ? '-' : validity === 'valid' ? 'valid' : 'not valid (revoked or expired)',
        ],
        ['Config', session.store.path],
      ]);
    }
    if (validity === 'valid') return undefined;
    printStatus(ctx.io, LOGIN_HINT);
    return ExitCode.notSignedIn;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(authStatus, argv);
