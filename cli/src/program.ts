import { Command, CommanderError, Help, type HelpContext, type Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { NOUNS } from './commands/nouns.js';
import type { ParsedInput, Verb, VerbEntry } from './commands/shared/verb.js';
import { EXIT_CODE_MEANINGS } from './errors.js';
import { addGlobalOptions, ENVIRONMENT_VARIABLES, globalsFrom } from './globals.js';
import { examplesSection, twoColumnSection } from './help.js';
import type { IOStreams } from './io.js';
import { deferredTerm, deferVerb } from './lazy-verbs.js';

export type VerbAction = (verb: Verb, input: ParsedInput) => Promise<void> | void;

/** The root help's examples: the first things a new user does. Each verb's --help has its own. */
export const ROOT_EXAMPLES: readonly string[] = [
  '# Sign in on a terminal (prompts for the username and the password)',
  'campus auth login',
  '# Sign in from a script: the password comes on stdin, never in the arguments',
  'echo campus123 | campus auth login --username admin --password-stdin',
  '# Who is signed in, as JSON for scripts',
  'campus whoami --json',
  '# A second sign-in under its own profile (another user, or another API with --api-url)',
  'campus auth login --profile teacher --username teacher',
  'campus whoami --profile teacher',
  '# The terminal UI',
  'campus tui',
];

/** Examples, then what a script needs: the environment variables read and the exit codes. */
function rootHelpText(): string {
  const exitCodes = Object.entries(EXIT_CODE_MEANINGS).map(([code, meaning]) => [code, meaning] as const);
  return [
    examplesSection(ROOT_EXAMPLES),
    twoColumnSection('Environment', ENVIRONMENT_VARIABLES),
    twoColumnSection('Exit codes', exitCodes),
  ].join('');
}

/** Commander's description of an option, ending '(required)' for a mandatory one. */
function describeOption(this: Help, option: Option): string {
  const description = Help.prototype.optionDescription.call(this, option);
  return option.mandatory ? `${description} (required)` : description;
}

/** A command in its parent's list: as commander prints it, also for a verb whose module has not loaded. */
function describeSubcommand(this: Help, command: Command): string {
  return deferredTerm(command) ?? Help.prototype.subcommandTerm.call(this, command);
}

/**
 * A noun without its verb (`campus auth`), or global flags without a command (`campus --api-url URL`), asks
 * for help as bare `campus` does: the help on stdout, exit 0. Commander would print it on stderr as a
 * failure. Its other use of help-as-error (`campus help nosuch`, args given) stays an error.
 */
function helpOnStdoutWhenVerbMissing(command: Command): Command {
  const original = command.help.bind(command) as (context?: HelpContext) => never;
  const help = (context?: HelpContext): never => {
    if (context?.error && command.args.length === 0) {
      command.outputHelp();
      throw new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)');
    }
    return original(context);
  };
  command.help = help as Command['help'];
  return command;
}

/** Declares a loaded verb's arguments, options and examples on its command, and its action. */
function configureVerb(command: Command, verb: Verb, onAction: VerbAction): void {
  verb.configure?.(command);
  if (verb.examples?.length) command.addHelpText('after', examplesSection(verb.examples));
  // Not async: parse() for unit tests then throws synchronously; parseAsync() awaits the promise.
  command.action(function (this: Command) {
    const values: Record<string, unknown> = this.optsWithGlobals();
    return onAction(verb, { args: [...this.args], values, globals: globalsFrom(values) });
  });
}

/**
 * The commander tree: `campus <noun> <verb>` (or a top-level verb), each calling `onAction`. A verb given
 * as a registry entry loads when it is reached (parse it with parseProgram); a loaded one is declared now.
 */
export function buildProgram(
  io: IOStreams,
  verbs: ReadonlyArray<Verb | VerbEntry>,
  onAction: VerbAction,
): Command {
  const program = new Command('campus')
    .description('Campus from the terminal: sign in, see who is signed in, open the terminal UI.')
    .version(packageJson.version, '-v, --version')
    .showSuggestionAfterError()
    // Throw instead of process.exit, and write to the injected streams (tests capture both).
    .exitOverride()
    // Each command's help lists --json, --profile and --api-url too: its examples use them.
    // Options a command cannot run without say so: commander's help does not mark them.
    .configureHelp({
      showGlobalOptions: true,
      optionDescription: describeOption,
      subcommandTerm: describeSubcommand,
    })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  addGlobalOptions(program);
  helpOnStdoutWhenVerbMissing(program);
  // 'after', not 'afterAll': these sections belong to the root help, not to every command's.
  program.addHelpText('after', rootHelpText());

  for (const verb of verbs) {
    let parent = program;
    for (const noun of verb.path.slice(0, -1)) {
      parent =
        parent.commands.find((command) => command.name() === noun) ??
        helpOnStdoutWhenVerbMissing(parent.command(noun).description(NOUNS[noun] ?? ''));
    }
    const command = parent.command(verb.path.at(-1) ?? '').description(verb.summary);
    if ('load' in verb) deferVerb(command, verb, (loaded) => configureVerb(command, loaded, onAction));
    else configureVerb(command, verb, onAction);
  }
  return program;
}
