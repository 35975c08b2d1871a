import { isUnauthorized } from '../../api/status.js';
import type { CliContext } from '../../context.js';
import { UsageError } from '../../errors.js';
import { canPrompt } from '../../io.js';
import { type GlobalOptions, resolveSession, type Session, sessionClient } from '../../session.js';
import type { TuiUser } from '../../tui/app.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';
import { fullName } from '../whoami/user-fields.js';

export interface TuiOptions {
  globals: GlobalOptions;
}

interface SignedIn {
  user: TuiUser | null;
  notice?: string;
}

/** The screen shows who is signed in; a revoked token is shown there rather than failing. */
async function loadUser(session: Session, ctx: CliContext): Promise<SignedIn> {
  if (!session.token) return { user: null };
  const client = await sessionClient(session, ctx);
  try {
    const { user } = await client.currentUser();
    return { user: { username: user.username, name: fullName(user), isAdmin: user.is_admin } };
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    return { user: null, notice: 'The stored sign-in is no longer valid: run `campus auth login`.' };
  }
}

export const tui = defineVerb<TuiOptions>({
  path: ['tui'],
  summary: 'Open the terminal UI: shows who is signed in, and at which API; q quits',
  examples: ['campus tui', '# As the user of another profile', 'campus tui --profile local'],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    if (!canPrompt(ctx.io)) throw new UsageError('campus tui needs a terminal (stdin and stdout).');
    const session = await resolveSession(options.globals, ctx);
    const signedIn = await loadUser(session, ctx);
    const { startTui } = await import('../../tui/start.js');
    await startTui({ apiUrl: session.apiUrl, ...signedIn });
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(tui, argv);
