import { isUnauthorized } from '../../api/status.js';
import type { CliContext } from '../../context.js';
import { UsageError } from '../../errors.js';
import { canPrompt } from '../../io.js';
import {
  type GlobalOptions,
  resolveSession,
  type Session,
  saveProfile,
  sessionClient,
} from '../../session.js';
import type { TuiEnv, TuiSession } from '../../tui/env.js';
import { toTuiUser } from '../../tui/tui-user.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb } from '../shared/verb.js';

export interface TuiOptions {
  globals: GlobalOptions;
}

interface StoredSignIn {
  session: TuiSession | null;
  notice?: string;
}

/** The stored sign-in when the server still takes it; a revoked token shows the sign-in form instead. */
async function loadSession(session: Session, ctx: CliContext): Promise<StoredSignIn> {
  if (!session.token) return { session: null };
  const client = await sessionClient(session, ctx);
  try {
    const { user } = await client.currentUser();
    return { session: { user: toTuiUser(user), client, token: session.token } };
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    return { session: null, notice: 'The stored sign-in is no longer valid: sign in again.' };
  }
}

/** NO_COLOR (https://no-color.org): set and not empty. */
const wantsNoColor = (ctx: CliContext) => Boolean(ctx.env.NO_COLOR);

/** The TUI's view of the world, from the profile and the CLI's context. */
function tuiEnv(session: Session, ctx: CliContext): TuiEnv {
  return {
    apiUrl: session.apiUrl,
    now: () => ctx.now(),
    connect: (token) => sessionClient(session, ctx, token),
    saveSignIn: (token, username) => saveProfile(session, { apiUrl: session.apiUrl, token, username }),
    noColor: wantsNoColor(ctx),
  };
}

export const tui = defineVerb<TuiOptions>({
  path: ['tui'],
  summary: 'Open the terminal UI: groups, inbox, courses and events; ? lists the keys, q quits',
  examples: ['campus tui', '# As the user of another profile', 'campus tui --profile local'],
  options: ({ globals }) => ({ globals }),
  async run(options, ctx) {
    if (!canPrompt(ctx.io)) throw new UsageError('campus tui needs a terminal (stdin and stdout).');
    const session = await resolveSession(options.globals, ctx);
    const stored = await loadSession(session, ctx);
    // Ink's colours come from chalk, which reads FORCE_COLOR when it loads (with start.js, just below).
    if (wantsNoColor(ctx)) process.env.FORCE_COLOR = '0';
    // Ink reads CI (through is-in-ci) and then draws only the last frame; canPrompt proved a terminal.
    process.env.CI = 'false';
    process.env.CONTINUOUS_INTEGRATION = 'false';
    const { startTui } = await import('../../tui/start.js');
    await startTui({ env: tuiEnv(session, ctx), ...stored });
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(tui, argv);
