/** Exit codes, after the GitHub CLI: scripts branch on these, so they never change meaning. */
export const ExitCode = {
  ok: 0,
  failure: 1,
  /** Bad flags or arguments, or the user cancelled a prompt. */
  usage: 2,
  notSignedIn: 4,
} as const;
export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** What each code means, for the "Exit codes" section of `campus --help`; a Record, so none is left out. */
export const EXIT_CODE_MEANINGS: Readonly<Record<ExitCodeValue, string>> = {
  [ExitCode.ok]: 'ok',
  [ExitCode.failure]: 'failed: the server refused the request, or could not be reached',
  [ExitCode.usage]: 'usage: bad or missing flags, no terminal to prompt on, or cancelled (Ctrl-C)',
  [ExitCode.notSignedIn]: 'not signed in, or the sign-in was revoked or expired: run `campus auth login`',
};

/** An error the user can act on: its message is shown as is, without a stack. */
export class CliError extends Error {
  readonly exitCode: ExitCodeValue;
  /** Extra lines shown under the message (field errors, what to try next). */
  readonly details: string[];

  constructor(message: string, exitCode: ExitCodeValue = ExitCode.failure, details: string[] = []) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.details = details;
  }
}

export class UsageError extends CliError {
  constructor(message: string, details: string[] = []) {
    super(message, ExitCode.usage, details);
    this.name = 'UsageError';
  }
}

export class CancelledError extends CliError {
  constructor(message = 'Cancelled') {
    super(message, ExitCode.usage);
    this.name = 'CancelledError';
  }
}

export const LOGIN_HINT = 'Run `campus auth login` to sign in.';

export class NotSignedInError extends CliError {
  constructor(message = 'You are not signed in.') {
    super(message, ExitCode.notSignedIn, [LOGIN_HINT]);
    this.name = 'NotSignedInError';
  }
}
