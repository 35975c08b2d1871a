import { resolveRouteAccess } from '@campus/sdk';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { useSession } from '../lib/session/session-context';

/**
 * Applies the sdk's route rules (spec section 2, "Route access") to the current path: guests to /login,
 * signed-in users away from /login and /register, role gates, and Not Found for unknown paths and
 * non-numeric ids.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { isSignedIn, user } = useSession();
  const decision = resolveRouteAccess(pathname, isSignedIn, user);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'not-found') return <NotFoundPage />;
  return <>{children}</>;
}
