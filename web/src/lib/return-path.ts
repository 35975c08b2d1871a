import { paths, safeReturnPath } from '@campus/sdk';

/** The query parameter of /login that names the page a guest asked for. */
export const RETURN_PARAM = 'redirect';

/** /login with the page to come back to, e.g. '/login?redirect=%2Fprofile'. */
export function loginPathReturningTo(path: string): string {
  return `${paths.login()}?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

/** The safe page to go to after signing in, read from /login's query; null when absent or unsafe. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
