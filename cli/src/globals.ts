import type { Command } from 'commander';
import { normalizeApiUrl } from './api-url.js';
import { DEFAULT_PROFILE } from './config.js';
import { UsageError } from './errors.js';
import { DEFAULT_API_URL, type GlobalOptions } from './session.js';

/** Declares --api-url, --json and --profile on the root command (commander passes them to every verb). */
export function addGlobalOptions(program: Command): Command {
  return program
    .option(
      '--api-url <url>',
      `the Campus API, stored per profile on login (env CAMPUS_API_URL; default ${DEFAULT_API_URL})`,
    )
    .option(
      '--json [fields]',
      'print JSON: a read command prints the comma-separated fields given (alone: it lists them)',
    )
    .option('--jq <expression>', 'filter the JSON through a jq expression (strings print raw, as jq -r)')
    .option('--profile <name>', 'the profile whose sign-in and API to use', DEFAULT_PROFILE);
}

/**
 * The environment variables campus reads (session.ts, config.ts), for the "Environment" section of
 * `campus --help`. program.test.ts checks this list against the code.
 */
export const ENVIRONMENT_VARIABLES: ReadonlyArray<readonly [name: string, meaning: string]> = [
  ['CAMPUS_API_URL', 'the Campus API to use; beats the profile, --api-url beats it'],
  ['CAMPUS_TOKEN', "a token to use instead of the profile's sign-in"],
  ['CAMPUS_CONFIG_DIR', 'the folder of the profiles file (default ~/.config/campus on Linux)'],
  ['NO_COLOR', 'set and not empty: campus tui draws without colour (https://no-color.org)'],
];

const PROFILE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** Checks and normalizes the global flags (pure: usage errors only). */
export function globalsFrom(values: Readonly<Record<string, unknown>>): GlobalOptions {
  const profile = typeof values.profile === 'string' ? values.profile : DEFAULT_PROFILE;
  if (!PROFILE_NAME.test(profile)) {
    throw new UsageError(`Invalid profile name '${profile}': use letters, digits, '-' or '_'.`);
  }
  const rawUrl = typeof values.apiUrl === 'string' ? values.apiUrl : undefined;
  const jsonFields = typeof values.json === 'string' ? fieldList(values.json) : undefined;
  const jq = typeof values.jq === 'string' ? values.jq : undefined;
  if (jq !== undefined && !jq.trim()) throw new UsageError('--jq needs an expression, such as .[].id');
  return {
    apiUrl: rawUrl === undefined ? undefined : normalizeApiUrl(rawUrl),
    json: values.json !== undefined || jq !== undefined,
    ...(jsonFields && jsonFields.length > 0 ? { jsonFields } : {}),
    ...(jq === undefined ? {} : { jq }),
    profile,
  };
}

/** `id, name,,email` -> ['id', 'name', 'email'] (gh's field list: comma-separated, spaces allowed). */
function fieldList(text: string): string[] {
  return text
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
}
