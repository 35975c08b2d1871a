import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import type { GlobalOptions } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import { type FieldArg, splitField } from './fields.js';
import { runApiRequest } from './request.js';

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export interface ApiOptions {
  globals: GlobalOptions;
  method: ApiMethod;
  path: string;
  fields: FieldArg[];
  headers: Array<readonly [string, string]>;
  /** The body as given (`-` for stdin); the fields then go in the query string, as gh does. */
  input?: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

function header(text: string): readonly [string, string] {
  const at = text.indexOf(':');
  if (at <= 0) throw new UsageError(`Invalid header "${text}": use 'Name: value'.`);
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const api = defineVerb<ApiOptions>({
  path: ['api'],
  summary: 'Call any API route with your sign-in (as gh api): the JSON answer on stdout',
  examples: [
    'campus api GET /groups',
    '# Fields go in the query string of a GET, in a JSON body otherwise (-F: numbers, true, false, null)',
    'campus api GET /admin/users -f search=smith -F page=2 --jq ".data[].username"',
    'campus api POST /groups -f name="Chess Club" -f description="Tuesdays"',
    '# A body from a file, or from stdin with -',
    'campus api PUT /groups/3 --input group.json',
    'echo \'{"user_ids":[4,5]}\' | campus api POST /groups/3/members --input -',
  ],
  configure(command: Command) {
    command
      .argument('<method>', `the HTTP method: ${API_METHODS.join(', ')}`)
      .argument('<path>', 'the route under the API URL, such as /groups or /courses/3/enrollments')
      .option('-f, --raw-field <key=value>', 'a string field (repeat it; key[]=v builds a list)', collect)
      .option(
        '-F, --field <key=value>',
        'a typed field: true, false, null, a number, or @file for its text',
        collect,
      )
      .option('-H, --header <name:value>', 'an extra request header (repeat it)', collect)
      .option('--input <file>', 'the request body from a file (- for stdin), sent as JSON');
  },
  options({ args, values, globals }) {
    const method = (args[0] ?? '').toUpperCase();
    if (!(API_METHODS as readonly string[]).includes(method)) {
      throw new UsageError(`Unknown method "${args[0]}": use ${API_METHODS.join(', ')}.`);
    }
    const path = args[1] ?? '';
    if (!path.trim()) throw new UsageError('Give the path, such as /groups.');
    // Commander keeps each repeated option's values in order, but -f and -F in separate lists: gh sends
    // them in command-line order, which only matters for one key given twice.
    const fields = [
      ...list(values.rawField).map((text) => splitField(text, false)),
      ...list(values.field).map((text) => splitField(text, true)),
    ];
    return {
      globals,
      method: method as ApiMethod,
      path,
      fields,
      headers: list(values.header).map(header),
      ...(stringValue(values, 'input') === undefined ? {} : { input: stringValue(values, 'input') }),
    };
  },
  run: (options, ctx) => runApiRequest(options, ctx, (path) => readFileSync(path, 'utf8')),
});

export const parse = (argv: readonly string[]) => parseVerb(api, argv);
