import { UsageError } from '../../errors.js';

/** One `-f key=value` (a string) or `-F key=value` (typed: true, false, null, numbers; @file reads a file). */
export interface FieldArg {
  key: string;
  value: string;
  typed: boolean;
}

/** `key=value` -> its parts; the key may not be empty, the value may (an empty string). */
export function splitField(text: string, typed: boolean): FieldArg {
  const at = text.indexOf('=');
  if (at <= 0) throw new UsageError(`Invalid field "${text}": use key=value.`);
  return { key: text.slice(0, at), value: text.slice(at + 1), typed };
}

/** gh's -F conversion: literals become JSON values, `@path` the file's text (read by the caller). */
export function typedValue(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/**
 * The fields as one object, in order given; `key[]=v` appends to an array (gh's syntax), so a list of ids
 * can be sent: `-F user_ids[]=3 -F user_ids[]=4`.
 */
export function fieldsObject(
  fields: readonly FieldArg[],
  readFile: (path: string) => string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { key, value, typed } of fields) {
    const parsed = typed ? (value.startsWith('@') ? readFile(value.slice(1)) : typedValue(value)) : value;
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = body[name];
      body[name] = Array.isArray(list) ? [...list, parsed] : [parsed];
    } else body[key] = parsed;
  }
  return body;
}

/** The query string of a GET's fields (arrays repeat the key, as the server's list filters read them). */
export function fieldsQuery(body: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const one of Array.isArray(value) ? value : [value])
      query.append(key, one === null ? '' : String(one));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The request's URL: PATH is relative to the API (`/groups`, `groups/3`, or `/api/groups` when the API
 * URL ends in /api); a full http(s) URL elsewhere is refused, so the token is never sent to another host.
 */
export function apiRequestUrl(apiUrl: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    throw new UsageError(`Give a path on the API (such as /groups), not a URL: "${path}".`);
  }
  const base = apiUrl.replace(/\/+$/, '');
  let relative = path.startsWith('/') ? path : `/${path}`;
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  if (basePath && (relative === basePath || relative.startsWith(`${basePath}/`))) {
    relative = relative.slice(basePath.length) || '/';
  }
  return `${base}${relative}`;
}
