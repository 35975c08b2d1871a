import type { CliContext } from '../../../context.js';
import { UsageError } from '../../../errors.js';
import { readAll } from '../../../io.js';
import { readFileArg } from '../../shared/read-file-arg.js';
import { plainTextHtml } from '../../shared/text-html.js';

/** Where a message's text comes from: --body, --body-file (- is stdin), or stdin when it is piped. */
export interface BodySource {
  body?: string;
  bodyFile?: string;
}

/** A usage error unless at most one of --body and --body-file is given. */
export function bodySource(body: string | undefined, bodyFile: string | undefined): BodySource {
  if (body !== undefined && bodyFile !== undefined) {
    throw new UsageError('Give the text with --body or --body-file, not both.');
  }
  return { body, bodyFile };
}

/**
 * The message's text as the HTML the server stores: plain text, every character escaped, one paragraph per
 * block between blank lines. Without --body or --body-file it is read from stdin, which must be piped.
 */
export async function readBodyHtml(source: BodySource, ctx: CliContext): Promise<string> {
  let text: string;
  if (source.body !== undefined) text = source.body;
  else if (source.bodyFile !== undefined) text = await readFileArg(source.bodyFile, ctx, 'the body file');
  else if (ctx.io.stdinIsTTY) {
    throw new UsageError('Give the text with --body TEXT or --body-file FILE, or pipe it on stdin.');
  } else text = await readAll(ctx.io.stdin);
  return plainTextHtml(text);
}
