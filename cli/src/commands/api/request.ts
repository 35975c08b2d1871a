import type { CliContext } from '../../context.js';
import { CliError, ExitCode, type ExitCodeValue, NotSignedInError } from '../../errors.js';
import { printJson, printStatus } from '../../output.js';
import { resolveSession } from '../../session.js';
import { readFileArg } from '../shared/read-file-arg.js';
import type { ApiOptions } from './api.js';
import { apiRequestUrl, fieldsObject, fieldsQuery } from './fields.js';

/** The request's body and query: --input is the body (fields to the query), else fields are the body. */
async function bodyAndQuery(
  options: ApiOptions,
  ctx: CliContext,
  readFile: (path: string) => string,
): Promise<{ body?: string; query: string }> {
  const fields = fieldsObject(options.fields, (path) => {
    try {
      return readFile(path);
    } catch {
      throw new CliError(`Cannot read the file ${path} given with @.`, ExitCode.usage);
    }
  });
  if (options.input !== undefined) {
    return { body: await readFileArg(options.input, ctx, 'the --input file'), query: fieldsQuery(fields) };
  }
  if (options.method === 'GET' || options.fields.length === 0) return { query: fieldsQuery(fields) };
  return { body: JSON.stringify(fields), query: '' };
}

/** The answer's text as JSON when it parses, else as it came (HTML, an empty body, iCalendar). */
function parsed(text: string): { json: true; value: unknown } | { json: false } {
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false };
  }
}

/**
 * `campus api`: one request with the profile's token and cart session (a guest without a sign-in). The
 * answer goes to stdout (JSON pretty-printed and through --jq; any other body as is); HTTP errors say so on
 * stderr and exit 1, 401 exits 4 with the sign-in hint.
 */
export async function runApiRequest(
  options: ApiOptions,
  ctx: CliContext,
  readFile: (path: string) => string,
): Promise<ExitCodeValue> {
  const session = await resolveSession(options.globals, ctx);
  const url = apiRequestUrl(session.apiUrl, options.path);
  const { body, query } = await bodyAndQuery(options, ctx, readFile);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  const sessionId = await ctx.sessionId(session.profile.sessionId);
  headers['X-Session-ID'] = sessionId;
  for (const [name, value] of options.headers) headers[name] = value;

  const { sendRaw } = await import('./http.js');
  let answerRaw: Awaited<ReturnType<typeof sendRaw>>;
  try {
    answerRaw = await sendRaw(`${url}${query}`, { method: options.method, headers, body });
  } catch (error) {
    const reason =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new CliError(`Could not reach the server at ${session.apiUrl} (${reason}).`);
  }
  const { status, statusText, text } = answerRaw;

  const answer = parsed(text);
  if (answer.json) await printJson(ctx.io, answer.value, status < 400 ? options.globals : {});
  else if (text) ctx.io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  if (status < 400) return ExitCode.ok;
  if (status === 401)
    throw new NotSignedInError(`The API answered 401 ${statusText} for ${options.method} ${url}.`);
  printStatus(ctx.io, `campus api: ${options.method} ${url} answered HTTP ${status} ${statusText}`.trimEnd());
  return ExitCode.failure;
}
