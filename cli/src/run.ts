import { CommanderError } from 'commander';
import { VERBS } from './commands/registry.js';
import type { CliContext } from './context.js';
import { CliError, ExitCode } from './errors.js';
import type { IOStreams } from './io.js';
import { parseProgram } from './lazy-verbs.js';
import { buildProgram } from './program.js';

/**
 * Commander's own errors: asked-for help and version are success; help shown because a verb was
 * missing (`campus auth`), and every other parse error, is a usage error.
 */
function commanderExitCode(error: CommanderError): number {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return ExitCode.ok;
  if (error.code === 'commander.help' && error.exitCode === 0) return ExitCode.ok;
  return ExitCode.usage;
}

function writeCliError(io: IOStreams, error: CliError): void {
  io.stderr.write(`${error.message}\n`);
  for (const line of error.details) io.stderr.write(`${line}\n`);
}

async function reportError(error: unknown, ctx: CliContext): Promise<number> {
  if (error instanceof CommanderError) return commanderExitCode(error);
  if (error instanceof CliError) {
    writeCliError(ctx.io, error);
    return error.exitCode;
  }
  const { cliErrorFromApi } = await import('./api/errors.js');
  const mapped = cliErrorFromApi(error, ctx.activeApiUrl());
  if (mapped) {
    writeCliError(ctx.io, mapped);
    return mapped.exitCode;
  }
  // Not an error the user can fix: report it as the bug it is.
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  ctx.io.stderr.write(`Unexpected error (a bug in campus, please report it):\n${detail}\n`);
  return ExitCode.failure;
}

/** Runs one command line and resolves to its exit code; never calls process.exit. */
export async function runCampus(argv: readonly string[], ctx: CliContext): Promise<number> {
  let exitCode: number = ExitCode.ok;
  const program = buildProgram(ctx.io, VERBS, async (verb, input) => {
    exitCode = (await verb.execute(input, ctx)) ?? ExitCode.ok;
  });
  try {
    // Bare `campus` is a request for help, as bare `gh` is: stdout, exit 0. (Commander would print it on
    // stderr as a failure, as it still does for a noun without its verb, `campus auth`.)
    await parseProgram(program, argv.length === 0 ? ['--help'] : argv);
    return exitCode;
  } catch (error) {
    return await reportError(error, ctx);
  } finally {
    await ctx.close();
  }
}
