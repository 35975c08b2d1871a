import type { Command, HelpContext } from 'commander';
import type { Verb, VerbEntry } from './commands/shared/verb.js';

/**
 * A verb's command before its module has loaded: a name and a description only. It gets its arguments,
 * options, examples and action from `configure` once loaded.
 */
interface Deferred {
  entry: VerbEntry;
  configure(verb: Verb): void;
}

const deferred = new WeakMap<Command, Deferred>();
const hooked = new WeakSet<Command>();

/**
 * Loads a deferred command's verb into it, in place. Undefined (not a promise) when there is nothing to
 * load, so commander's synchronous parse() still runs loaded commands synchronously.
 */
function loadInto(command: Command): Promise<void> | undefined {
  const pending = deferred.get(command);
  if (!pending) return undefined;
  deferred.delete(command);
  return pending.entry.load().then((verb) => {
    pending.configure(verb);
    // Commander saved the command's state (option defaults) before this hook ran; a later parse restores it.
    command.saveStateBeforeParse();
  });
}

/**
 * Asked through the help command (`campus help whoami`, `campus auth help login`), commander calls the
 * command's help() synchronously, without the preSubcommand hook: there is no await there to load the
 * verb in, so this is thrown instead and parseProgram loads the verb and shows its help.
 */
class DeferredHelp extends Error {
  constructor(
    readonly command: Command,
    readonly context: HelpContext | undefined,
  ) {
    super(`the help of campus ${command.name()} before its verb loaded`);
  }
}

/** Makes `command` load `entry`'s module just before commander parses its arguments or shows its help. */
export function deferVerb(command: Command, entry: VerbEntry, configure: (verb: Verb) => void): void {
  deferred.set(command, { entry, configure });
  const parent = command.parent;
  if (parent && !hooked.has(parent)) {
    hooked.add(parent);
    // Runs before a subcommand parses its arguments (and --help), and awaits under parseAsync.
    parent.hook('preSubcommand', (_parent, subcommand) => loadInto(subcommand));
  }
  const help = command.help.bind(command) as (context?: HelpContext) => never;
  const deferredHelp = (context?: HelpContext): never => {
    if (deferred.has(command)) throw new DeferredHelp(command, context);
    return help(context);
  };
  command.help = deferredHelp as Command['help'];
}

/** A deferred command's entry in its parent's list, as commander would print it once loaded. */
export function deferredTerm(command: Command): string | undefined {
  const pending = deferred.get(command);
  if (!pending) return undefined;
  const { usage } = pending.entry;
  return usage ? `${command.name()} ${usage}` : command.name();
}

/** program.parseAsync from the user's argv, loading the verb that `campus help <verb>` asks about. */
export async function parseProgram(program: Command, argv: readonly string[]): Promise<void> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof DeferredHelp)) throw error;
    await loadInto(error.command);
    error.command.help(error.context);
  }
}
