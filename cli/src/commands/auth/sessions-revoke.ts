import type { Command } from 'commander';
import { hasStatus } from '../../api/status.js';
import { CliError, UsageError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import { type GlobalOptions, resolveSession, saveProfile } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { booleanValue, defineVerb } from '../shared/verb.js';
import { listSessions } from './sessions.js';

export type RevokeTarget = { kind: 'one'; id: number } | { kind: 'others' };

export interface RevokeSessionOptions {
  globals: GlobalOptions;
  target: RevokeTarget;
}

/** A session id as `auth sessions` prints it: decimal digits only, a positive whole number. */
function sessionId(text: string): number {
  const id = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new UsageError(`Invalid session id "${text}": use an id from \`campus auth sessions\`.`);
  }
  return id;
}

export const authSessionsRevoke = defineVerb<RevokeSessionOptions>({
  path: ['auth', 'sessions', 'revoke'],
  summary: 'Revoke one of your sessions by id, or every session but this one with --others',
  examples: [
    'campus auth sessions revoke 42',
    '# Sign out everywhere else (keeps this sign-in)',
    'campus auth sessions revoke --others',
  ],
  configure(command: Command) {
    command.argument('[id]', 'the session id (from `campus auth sessions`)');
    command.option('--others', 'revoke every session except the current one');
  },
  options({ args, values, globals }) {
    const others = booleanValue(values, 'others');
    const [id] = args;
    if (others && id !== undefined) throw new UsageError('Give a session id or --others, not both.');
    if (others) return { globals, target: { kind: 'others' } };
    if (id === undefined)
      throw new UsageError('Give the session id to revoke (see `campus auth sessions`), or --others.');
    return { globals, target: { kind: 'one', id: sessionId(id) } };
  },
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    // Listing first checks the sign-in (exit 4) and tells whether the id is this very session.
    const { client, sessions } = await listSessions(session, ctx);
    if (options.target.kind === 'others') {
      const { revoked } = await client.sessions.revokeOthers();
      if (options.globals.json) await printJson(ctx.io, { revoked }, options.globals);
      printStatus(ctx.io, `Revoked ${revoked} other session${revoked === 1 ? '' : 's'}.`);
      return undefined;
    }
    const { id } = options.target;
    const current = sessions.find((listed) => listed.current);
    try {
      await client.sessions.revoke(id);
    } catch (error) {
      if (hasStatus(error, 404))
        throw new CliError(`No session ${id} of yours to revoke (see \`campus auth sessions\`).`);
      throw error;
    }
    if (options.globals.json) await printJson(ctx.io, { revoked: 1, id }, options.globals);
    if (current?.id === id) {
      // Revoking this very sign-in is a logout: forget the token like `auth logout` does.
      if (session.tokenSource === 'profile') saveProfile(session, { token: undefined, username: undefined });
      printStatus(ctx.io, `Revoked session ${id}, the one this profile used: you are signed out.`);
      return undefined;
    }
    printStatus(ctx.io, `Revoked session ${id}.`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(authSessionsRevoke, argv);
