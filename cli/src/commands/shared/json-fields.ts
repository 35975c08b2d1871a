import type { CliContext } from '../../context.js';
import { ExitCode, type ExitCodeValue, UsageError } from '../../errors.js';
import { printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { loadSdk, type Sdk } from './sdk.js';

/** A read command's JSON fields, read from the sdk's schemas (loaded only when --json is given). */
export type JsonFields = (sdk: Sdk) => readonly string[];

/** The keys of a zod object schema: the fields a record of it has. */
export function fieldsOf(schema: { shape: object }, ...extra: string[]): string[] {
  return [...Object.keys(schema.shape), ...extra];
}

interface JsonCommand {
  path: readonly string[];
  jsonFields?: JsonFields;
}

/**
 * Checks --json before a command runs, as gh does: a bare --json on a read lists its fields (exit 0,
 * nothing fetched); an unknown field, or fields given to a command that has none, is a usage error.
 * Resolves to the exit code when it answered, else undefined (run the command).
 */
export async function checkJsonRequest(
  command: JsonCommand,
  globals: GlobalOptions,
  ctx: CliContext,
): Promise<ExitCodeValue | undefined> {
  if (!globals.json) return undefined;
  const name = `campus ${command.path.join(' ')}`;
  if (!command.jsonFields) {
    if (globals.jsonFields) {
      throw new UsageError(`${name} takes no --json fields: give --json alone for its whole result.`);
    }
    return undefined;
  }
  const fields = command.jsonFields(await loadSdk());
  if (!globals.jsonFields) {
    // --jq alone filters every field; --json alone asks which there are.
    if (globals.jq !== undefined) return undefined;
    printStatus(ctx.io, `Specify one or more comma-separated fields for --json (${name} --json id,name):`);
    for (const field of fields) ctx.io.stdout.write(`${field}\n`);
    return ExitCode.ok;
  }
  const unknown = globals.jsonFields.filter((field) => !fields.includes(field));
  if (unknown.length > 0) {
    const list = unknown.map((field) => `"${field}"`).join(', ');
    throw new UsageError(`Unknown JSON field${unknown.length > 1 ? 's' : ''} for ${name}: ${list}`, [
      `Available fields: ${fields.join(', ')}`,
    ]);
  }
  return undefined;
}
