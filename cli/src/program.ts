import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { NOUNS } from './commands/nouns.js';
import type { ParsedInput, Verb } from './commands/shared/verb.js';
import { addGlobalOptions, globalsFrom } from './globals.js';
import type { IOStreams } from './io.js';

export type VerbAction = (verb: Verb, input: ParsedInput) => Promise<void> | void;

/** The commander tree: `campus <noun> <verb>` (or a top-level verb), each calling `onAction`. */
export function buildProgram(io: IOStreams, verbs: readonly Verb[], onAction: VerbAction): Command {
  const program = new Command('campus')
    .description(
      'Campus from the terminal: sign in, script bulk changes, or open the terminal UI (campus tui).',
    )
    .version(packageJson.version, '-v, --version')
    .showSuggestionAfterError()
    // Throw instead of process.exit, and write to the injected streams (tests capture both).
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  addGlobalOptions(program);

  for (const verb of verbs) {
    let parent = program;
    for (const noun of verb.path.slice(0, -1)) {
      parent =
        parent.commands.find((command) => command.name() === noun) ??
        parent.command(noun).description(NOUNS[noun] ?? '');
    }
    const command = parent.command(verb.path.at(-1) ?? '').description(verb.summary);
    verb.configure?.(command);
    // Not async: parse() for unit tests then throws synchronously; parseAsync() awaits the promise.
    command.action(function (this: Command) {
      const values: Record<string, unknown> = this.optsWithGlobals();
      return onAction(verb, { args: [...this.args], values, globals: globalsFrom(values) });
    });
  }
  return program;
}
