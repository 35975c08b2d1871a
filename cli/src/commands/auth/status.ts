import type { LoginSession, User } from '@campus/sdk';
import { isUnauthorized } from '../../api/status.js';
import type { CliContext } from '../../context.js';
import { ExitCode, LOGIN_HINT } from '../../errors.js';
import { printFields, printJson, printStatus } from '../../output.js';
import { type GlobalOptions, resolveSession, type Session, sessionClient } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';
import { expiresIn, sessionTime } from './session-dates.js';

export interface StatusOptions {
  globals: GlobalOptions;
}

interface TokenCheck {
  validity: 'valid' | 'invalid' | 'none';
  user: User | null;
  /** The session of this token (its dates), when valid. */
  current: LoginSession | null;
}

async function checkToken(session: Session, ctx: CliContext): Promise<TokenCheck> {
  if (!session.token) return { validity: 'none', user: null, current: null };
  const client = await sessionClient(session, ctx);
  try {
    const { user } = await client.currentUser();
    const current = (await client.sessions.list()).find((listed) => listed.current) ?? null;
    return { validity: 'valid', user, current };
  } catch (error) {
    // A revoked, expired or unknown token is an answer here, not a failure; an unreachable server is one.
    if (isUnauthorized(error)) return { validity: 'invalid', user: null, current: null };
    throw error;
  }
}

function signedInLine(session: Session, user: User | null): string {
  if (!session.token) return 'no';
  const who = user?.username ?? session.profile.username ?? 'unknown user';
  return `${who} (token from ${session.tokenSource === 'CAMPUS_TOKEN' ? 'CAMPUS_TOKEN' : 'the profile'})`;
}

/** The current session's dates, when the token is valid. */
function sessionFields(current: LoginSession | null, now: Date): Array<readonly [string, string]> {
  if (!current) return [];
  return [
    ['Session', `${current.id}, signed in ${sessionTime(current.created_at)}`],
    ['Last used', sessionTime(current.last_used_at)],
    ['Expires', `${sessionTime(current.expires_at)} (${expiresIn(current.expires_at, now)} if unused)`],
  ];
}

/** The fields of `auth status --json`: the profile, its API and whether its sign-in still works. */
const AUTH_STATUS_FIELDS = [
  'profile',
  'api_url',
  'signed_in',
  'token_source',
  'token_valid',
  'username',
  'session',
  'config_path',
] as const;

export const authStatus = defineVerb<StatusOptions>({
  path: ['auth', 'status'],
  summary: 'Show who is signed in, against which API, whether the sign-in is valid, and when it expires',
  examples: [
    'campus auth status',
    '# For scripts: exit 0 when signed in, 4 when not',
    'campus auth status --json signed_in,username,api_url',
  ],
  jsonFields: () => AUTH_STATUS_FIELDS,
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    const { validity, user, current } = await checkToken(session, ctx);
    if (options.globals.json) {
      await printJson(
        ctx.io,
        {
          profile: session.profileName,
          api_url: session.apiUrl,
          signed_in: validity === 'valid',
          token_source: session.tokenSource,
          token_valid: validity === 'none' ? null : validity === 'valid',
          username: user?.username ?? session.profile.username ?? null,
          session: current && {
            id: current.id,
            created_at: current.created_at,
            last_used_at: current.last_used_at,
            expires_at: current.expires_at,
          },
          config_path: session.store.path,
        },
        options.globals,
      );
    } else {
      printFields(ctx.io, [
        ['API', session.apiUrl],
        ['Profile', session.profileName],
        ['Signed in', signedInLine(session, user)],
        [
          'Token',
          validity === 'none' ? '-' : validity === 'valid' ? 'valid' : 'not valid (revoked or expired)',
        ],
        ...sessionFields(current, ctx.now()),
        ['Config', session.store.path],
      ]);
    }
    if (validity === 'valid') return undefined;
    printStatus(ctx.io, LOGIN_HINT);
    return ExitCode.notSignedIn;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(authStatus, argv);
