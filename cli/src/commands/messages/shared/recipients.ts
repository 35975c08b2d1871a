import type { CampusClient } from '@campus/sdk';
import { CliError, ExitCode } from '../../../errors.js';
import { findUser, type UserRef } from '../../shared/users.js';

/**
 * The ids of `--to` people: ids as given (the server checks them), usernames looked up among the people the
 * sender may write to (GET /messages/recipients, one call each). One not found there fails before sending.
 */
export async function recipientIds(client: CampusClient, refs: readonly UserRef[]): Promise<number[]> {
  const ids = new Set<number>();
  const missing: string[] = [];
  for (const ref of refs) {
    if (ref.kind === 'id') {
      ids.add(ref.id);
      continue;
    }
    const found = findUser(ref, await client.messages.recipients(ref.username));
    if (found) ids.add(found.id);
    else missing.push(ref.username);
  }
  if (missing.length > 0) {
    throw new CliError(
      `Cannot write to ${missing.join(', ')}: no such user, or not someone you may write to.`,
      ExitCode.failure,
      [
        'You may write to people you share a group, a course or a family with, and to anyone who wrote to you.',
      ],
    );
  }
  return [...ids];
}
