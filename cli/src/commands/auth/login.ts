import { ApiError } from '@campus/sdk';
import type { Command } from 'commander';
import { notCampusApi } from '../../api/errors.js';
import type { CliContext } from '../../context.js';
import type { CliError } from '../../errors.js';
import { UsageError } from '../../errors.js';
import { canPrompt, readAll } from '../../io.js';
import { printJson, printStatus } from '../../output.js';
import { type GlobalOptions, resolveSession, saveProfile, sessionClient } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { booleanValue, defineVerb, stringValue } from '../shared/verb.js';

export interface LoginOptions {
  globals: GlobalOptions;
  username?: string;
  /** Read the password from stdin (scripts), instead of prompting. */
  passwordStdin: boolean;
}

const SCRIPT_EXAMPLE = 'printf \'%s\' "$PASSWORD" | campus auth login --username <name> --password-stdin';

/** One trailing newline is what `echo` adds, not part of the password. */
function stripNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

async function readUsername(options: LoginOptions, ctx: CliContext): Promise<string> {
  if (options.username) return options.username;
  if (!canPrompt(ctx.io)) {
    throw new UsageError('No terminal to prompt on: pass --username and --password-stdin.', [SCRIPT_EXAMPLE]);
  }
  return ctx.prompter.input('Username: ');
}

async function readPassword(options: LoginOptions, ctx: CliContext): Promise<string> {
  if (options.passwordStdin) return stripNewline(await readAll(ctx.io.stdin));
  if (!canPrompt(ctx.io)) {
    throw new UsageError('No terminal to prompt for the password: pass --password-stdin.', [SCRIPT_EXAMPLE]);
  }
  return ctx.prompter.password('Password: ');
}

/** A 404 on the login call means no Campus API lives at that address (a path other than /api). */
function wrongAddress(error: unknown, apiUrl: string): CliError | undefined {
  if (!(error instanceof ApiError) || error.status !== 404) return undefined;
  return notCampusApi(apiUrl, 404);
}

export const authLogin = defineVerb<LoginOptions>({
  path: ['auth', 'login'],
  summary: 'Sign in; the token is kept in the profile',
  examples: [
    '# On a terminal: prompts for the username and the (hidden) password',
    'campus auth login',
    '# In a script: the password comes on stdin, never in the arguments',
    'echo campus123 | campus auth login --username admin --password-stdin',
    '# Another API, kept under its own profile',
    'campus auth login --profile local --api-url http://localhost:8080/api --username teacher',
  ],
  configure(command: Command) {
    command
      .option('-u, --username <username>', 'the username (prompted for on a terminal)')
      .option('--password-stdin', 'read the password from stdin, for scripts');
  },
  options({ values, globals }) {
    const username = stringValue(values, 'username')?.trim();
    const passwordStdin = booleanValue(values, 'passwordStdin');
    if (username === '') throw new UsageError('--username must not be empty.');
    if (passwordStdin && !username) {
      throw new UsageError('--password-stdin needs --username: stdin carries only the password.');
    }
    return { globals, username, passwordStdin };
  },
  async run(options, ctx) {
    const session = await resolveSession(options.globals, ctx);
    const username = await readUsername(options, ctx);
    const password = await readPassword(options, ctx);
    if (!username || !password) throw new UsageError('Both a username and a password are needed.');

    // No token on the login call itself: a stale one must not get in the way.
    const client = await sessionClient(session, ctx, null);
    const { user, token } = await client.login({ username, password }).catch((error: unknown) => {
      throw wrongAddress(error, session.apiUrl) ?? error;
    });
    saveProfile(session, { apiUrl: session.apiUrl, token, username: user.username });

    if (options.globals.json) {
      await printJson(
        ctx.io,
        { profile: session.profileName, api_url: session.apiUrl, username: user.username },
        options.globals,
      );
    }
    printStatus(
      ctx.io,
      `Logged in to ${session.apiUrl} as ${user.username} (profile ${session.profileName}).`,
    );
    if (ctx.env.CAMPUS_TOKEN) {
      printStatus(
        ctx.io,
        'Note: CAMPUS_TOKEN is set, and commands use it instead of this sign-in until it is unset.',
      );
    }
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(authLogin, argv);
