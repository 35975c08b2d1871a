import { paths, resolveRouteAccess } from '@campus/sdk';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { loginPathReturningTo, returnPathFrom } from '../lib/return-path';
import { useSession } from '../lib/session/session-context';

const GUEST_ONLY = new Set([paths.login(), paths.register()]);

/**
 * Applies the sdk's route rules (spec section 2, "Route access") to the current path: guests to /login,
 * signed-in users away from /login and /register, role gates, and Not Found for unknown paths and
 * non-numeric ids. A guest sent to /login carries the page they asked for, and returns there once
 * signed in (only a same-origin path: see the sdk's safeReturnPath).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { isSignedIn, user } = useSession();
  const decision = resolveRouteAccess(pathname, isSignedIn, user);
  if (decision.kind === 'redirect') {
    const to = redirectTarget(decision.to, { pathname, search, hash }, isSignedIn);
    return <Navigate to={to} replace />;
  }
  if (decision.kind === 'not-found') return <NotFoundPage />;
  return <>{children}</>;
}

function redirectTarget(
  to: string,
  location: { pathname: string; search: string; hash: string },
  isSignedIn: boolean,
): string {
  if (!isSignedIn && to === paths.login()) {
    return loginPathReturningTo(`${location.pathname}${location.search}${location.hash}`);
  }
  if (isSignedIn && GUEST_ONLY.has(location.pathname)) return returnPathFrom(location.search) ?? to;
  return to;
}
