import { PassThrough } from 'node:stream';
import { CommanderError } from 'commander';
import { UsageError } from '../../errors.js';
import type { IOStreams } from '../../io.js';
import { buildProgram } from '../../program.js';
import type { Verb, VerbSpec } from './verb.js';

/** Discards commander's messages: parse() reports problems as a UsageError instead. */
function silentIO(): IOStreams {
  return {
    stdin: new PassThrough(),
    stdout: new PassThrough(),
    stderr: new PassThrough(),
    stdinIsTTY: false,
    stdoutIsTTY: false,
  };
}

/**
 * argv (after the command's words) -> the verb's options, without running anything: each verb's
 * `parse` for unit tests.
 */
export function parseVerb<O>(verb: Verb & { spec: VerbSpec<O> }, argv: readonly string[]): O {
  let parsed: O | undefined;
  let called = false;
  const program = buildProgram(silentIO(), [verb], (_verb, input) => {
    parsed = verb.spec.options(input);
    called = true;
  });
  try {
    program.parse([...verb.path, ...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) throw new UsageError(error.message);
    throw error;
  }
  if (!called) throw new UsageError(`campus ${verb.path.join(' ')} did not run`);
  return parsed as O;
}
