import { isUnauthorized } from '../../api/status.js';
import { printStatus } from '../../output.js';
import { type GlobalOptions, resolveSession, saveProfile, sessionClient } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';

export interface LogoutOptions {
  globals: GlobalOptions;
}

export const authLogout = defineVerb<LogoutOptions>({
  path: ['auth', 'logout'],
  summary: 'Sign out: revoke the token on the server and forget it',
  examples: [
    'campus auth logout',
    '# Sign out of another profile only',
    'campus auth logout --profile local',
  ],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    if (!session.token) {
      printStatus(ctx.io, `Not signed in (profile ${session.profileName}); nothing to do.`);
      return undefined;
    }
    const client = await sessionClient(session, ctx);
    try {
      await client.logout();
    } catch (error) {
      // Like the web app, a failed logout is only reported: the token is forgotten here either way.
      if (!isUnauthorized(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        printStatus(ctx.io, `Warning: could not revoke the token at ${session.apiUrl} (${reason}).`);
      }
    }
    if (session.tokenSource === 'CAMPUS_TOKEN') {
      printStatus(ctx.io, 'Signed out the CAMPUS_TOKEN token; unset CAMPUS_TOKEN too.');
      return undefined;
    }
    saveProfile(session, { token: undefined, username: undefined });
    printStatus(ctx.io, `Logged out of ${session.apiUrl} (profile ${session.profileName}).`);
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(authLogout, argv);
