import type { CliContext } from '../../context.js';
import { CancelledError, UsageError } from '../../errors.js';
import { canPrompt } from '../../io.js';

export interface ConfirmRequest {
  /** --yes was given. */
  yes: boolean;
  /** The question, e.g. 'Delete group 12 "Chess Club"? This cannot be undone.' */
  question: string;
  /** What --yes allows, for the message without a terminal: 'delete the group'. */
  action: string;
}

/**
 * Asks on a terminal (y/N, anything but yes cancels with exit 2); without one, needs --yes (exit 2
 * otherwise), so a script never destroys anything by accident nor hangs on a prompt.
 */
export async function confirmOrExit(ctx: CliContext, request: ConfirmRequest): Promise<void> {
  if (request.yes) return;
  if (!canPrompt(ctx.io)) {
    throw new UsageError(`No terminal to confirm on: pass --yes to ${request.action}.`);
  }
  const answer = await ctx.prompter.input(`${request.question} [y/N] `);
  if (!/^y(es)?$/i.test(answer.trim())) throw new CancelledError('Cancelled: nothing was changed.');
}
