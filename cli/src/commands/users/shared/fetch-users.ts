import type { AdminUserListRequest, CampusClient, Paged, User } from '@campus/sdk';
import { hasStatus } from '../../../api/status.js';
import { CliError, UsageError } from '../../../errors.js';
import { isIdText } from '../../shared/ids.js';
import { USERS_LIST } from './user-rows.js';

/** The most GET /admin/users sends a page (the sdk's pageQuery maximum). */
export const MAX_PER_PAGE = 100;
/** Pages read at once by --all and the import's look-up. */
const PAGE_CONCURRENCY = 4;

/** Every page of GET /admin/users for the filters: the first page, then the others a few at once. */
export async function allUsers(
  client: CampusClient,
  request: Omit<AdminUserListRequest, 'page' | 'per_page'> = {},
): Promise<{ first: Paged<User>; users: User[] }> {
  const first = await client.admin.listUsers({ ...request, page: 1, per_page: MAX_PER_PAGE });
  const { default: pLimit } = await import('p-limit');
  const limit = pLimit(PAGE_CONCURRENCY);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.last_page - 1) }, (_, index) =>
      limit(() => client.admin.listUsers({ ...request, page: index + 2, per_page: MAX_PER_PAGE })),
    ),
  );
  // Sorted by last name on the server; the id breaks no ties here, so a user added meanwhile may repeat.
  const seen = new Set<number>();
  const users = [first, ...rest]
    .flatMap((page) => page.data)
    .filter((user) => {
      if (seen.has(user.id)) return false;
      seen.add(user.id);
      return true;
    });
  return { first, users };
}

/** A user named on the command line: an id, or a username (checked for blanks; looked up later). */
export function userArg(text: string | undefined, what = 'user'): string {
  const value = text?.trim() ?? '';
  if (value === '') throw new UsageError(`Give the ${what}: an id or a username (see \`${USERS_LIST}\`).`);
  return value;
}

/**
 * The id of a user named by id (as given: the server answers 404 for none) or username (looked up with
 * GET /admin/users?search=, matched exactly without case).
 */
export async function resolveUserId(client: CampusClient, text: string): Promise<number> {
  if (isIdText(text)) return Number(text);
  let page: Paged<User>;
  try {
    page = await client.admin.listUsers({ search: text, per_page: MAX_PER_PAGE });
  } catch (error) {
    if (!hasStatus(error, 403)) throw error;
    throw new CliError(`Cannot look up the username "${text}" (only admins list users): give the user's id.`);
  }
  const user = page.data.find((listed) => listed.username.toLowerCase() === text.toLowerCase());
  if (!user) throw new CliError(`No user "${text}" (see \`${USERS_LIST} --search ${text}\`).`);
  return user.id;
}
