import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import type { ExitCodeValue } from '../../errors.js';
import type { GlobalOptions } from '../../session.js';
import { checkJsonRequest, type JsonFields } from './json-fields.js';

/** What commander parsed for one verb: its positional arguments and option values (globals included). */
export interface ParsedInput {
  args: string[];
  values: Readonly<Record<string, unknown>>;
  globals: GlobalOptions;
}

/**
 * A command: an options type plus two functions, after the GitHub CLI. `options` turns parsed argv into
 * the options (pure, throws UsageError); `run` does the work with the injected context.
 */
export interface VerbSpec<O> {
  /** The words that call it: ['auth', 'login'] or ['whoami']. */
  path: readonly string[];
  summary: string;
  /**
   * Shown under "Examples:" in the verb's --help, one line each: a command (printed after `$ `), or a
   * `# ...` comment that says what the commands under it do. Optional, so a verb can start without.
   */
  examples?: readonly string[];
  /** Declares arguments, options and help text on the commander command. */
  configure?(command: Command): void;
  /**
   * A read command's JSON fields (of each record it lists, or of the one it shows), from the sdk's
   * schemas: `--json` alone lists them, `--json a,b` prints those, an unknown one is a usage error.
   * A command without them (a write) prints its whole result for a bare --json.
   */
  jsonFields?: JsonFields;
  options(input: ParsedInput): O;
  /** Resolves to an exit code when it is not 0 without being an error (e.g. `auth status` signed out). */
  run(options: O, ctx: CliContext): Promise<ExitCodeValue | undefined>;
}

/** A verb with its options type hidden, so verbs of different options sit in one list. */
export interface Verb {
  path: readonly string[];
  summary: string;
  examples?: readonly string[];
  configure?(command: Command): void;
  jsonFields?: JsonFields;
  execute(input: ParsedInput, ctx: CliContext): Promise<ExitCodeValue | undefined>;
  parse(input: ParsedInput): unknown;
}

/**
 * A verb as the registry holds it before its module loads: what `campus --help` and `campus <noun> --help`
 * print about it, and how to load the rest. Its module (configure, options, run and their imports) is
 * imported only when the verb runs or its own --help is asked for, so start-up does not pay for all of them.
 */
export interface VerbEntry {
  path: readonly string[];
  /**
   * What commander prints after the verb's name in its parent's list of commands: '[options]' when it has
   * options of its own, then its arguments ('[options] <id>'); absent when neither.
   */
  usage?: string;
  summary: string;
  load(): Promise<Verb>;
}

export function defineVerb<O>(spec: VerbSpec<O>): Verb & { spec: VerbSpec<O> } {
  return {
    spec,
    path: spec.path,
    summary: spec.summary,
    examples: spec.examples,
    configure: spec.configure,
    jsonFields: spec.jsonFields,
    parse: (input) => spec.options(input),
    async execute(input, ctx) {
      const options = spec.options(input);
      const answered = await checkJsonRequest(spec, input.globals, ctx);
      return answered ?? spec.run(options, ctx);
    },
  };
}

export function stringValue(values: ParsedInput['values'], key: string): string | undefined {
  const value = values[key];
  return typeof value === 'string' ? value : undefined;
}

export function booleanValue(values: ParsedInput['values'], key: string): boolean {
  return values[key] === true;
}
