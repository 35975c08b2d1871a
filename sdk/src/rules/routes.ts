import { canCreateEvent, isAdmin, type PermissionHolder } from './permissions.js';

/** How a route is guarded (spec section 2, "Route access"). */
export type RouteAccessKind = 'public' | 'guest-only' | 'auth' | 'auth-numeric-id';

/** Extra gates beyond being signed in: admin only (others go to /), or create_event (others to /dashboard). */
export type RouteRole = 'admin' | 'create_event';

export interface RouteDefinition {
  /** react-router style pattern: static segments and `:param` segments. */
  pattern: string;
  access: RouteAccessKind;
  role?: RouteRole;
}

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
export const DASHBOARD_HOME_PATH = '/dashboard/calendar';

/** Every route of spec section 2, shared by the web router and the tests. */
export const ROUTES: readonly RouteDefinition[] = [
  { pattern: '/', access: 'public' },
  { pattern: '/login', access: 'guest-only' },
  { pattern: '/register', access: 'guest-only' },
  { pattern: '/courses', access: 'public' },
  { pattern: '/events', access: 'public' },
  { pattern: '/past-events', access: 'public' },
  { pattern: '/event/:id', access: 'public' },
  { pattern: '/course/:id', access: 'public' },
  { pattern: '/create-event', access: 'auth', role: 'create_event' },
  { pattern: '/create-course', access: 'auth' },
  { pattern: '/dashboard', access: 'auth' },
  { pattern: '/dashboard/my-events', access: 'auth' },
  { pattern: '/dashboard/my-courses', access: 'auth' },
  { pattern: '/dashboard/calendar', access: 'auth' },
  { pattern: '/dashboard/owner-calendar', access: 'auth' },
  { pattern: '/dashboard/my-groups', access: 'auth' },
  { pattern: '/dashboard/users', access: 'auth' },
  { pattern: '/admin', access: 'auth', role: 'admin' },
  { pattern: '/profile', access: 'auth' },
  { pattern: '/inbox', access: 'auth' },
  { pattern: '/checkout', access: 'auth' },
  { pattern: '/user/:id', access: 'auth-numeric-id' },
  { pattern: '/edit-event/:id', access: 'auth-numeric-id' },
  { pattern: '/edit-course/:id', access: 'auth-numeric-id' },
  { pattern: '/course/:courseId/session/:sessionId', access: 'auth-numeric-id' },
  { pattern: '/group/:id', access: 'auth-numeric-id' },
  { pattern: '/groups/:groupId/announcements/create', access: 'auth-numeric-id' },
  { pattern: '/groups/:groupId/announcements/:id', access: 'auth-numeric-id' },
  { pattern: '/groups/:groupId/announcements/:id/edit', access: 'auth-numeric-id' },
  // Linked from other screens; what they show is not specified, but they need a signed-in user.
  { pattern: '/course/:id/session/date/:date', access: 'auth-numeric-id' },
  { pattern: '/profile/:id', access: 'auth-numeric-id' },
  // Check-in by code (issue 25): a guest signs in first and comes back to the link.
  { pattern: '/checkin/:code', access: 'auth' },
];

const NUMERIC_ID = /^[1-9]\d*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const CHECKIN_CODE = /^[A-Za-z0-9_-]{1,128}$/;

/** Params named `date` are YYYY-MM-DD, `code` a check-in code; every other param is a positive numeric id. */
function paramIsValid(name: string, value: string): boolean {
  if (name === 'code') return CHECKIN_CODE.test(value);
  return name === 'date' ? ISO_DATE.test(value) : NUMERIC_ID.test(value);
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** Drops query, hash and trailing slashes: '/events/?page=2' -> '/events'. */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = segmentsOf(path);
  return segments.length === 0 ? '/' : `/${segments.join('/')}`;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** The route a pathname belongs to with its params, or null (unknown path or a non-numeric id). */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(normalizePathname(pathname));
  for (const route of ROUTES) {
    const parts = segmentsOf(route.pattern);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      const name = part.slice(1);
      params[name] = segment;
      return paramIsValid(name, segment);
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The guard kind of a pathname, or null when it is not a route ("not found"). */
export function classifyRoute(pathname: string): RouteAccessKind | null {
  return matchRoute(pathname)?.route.access ?? null;
}

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * What the router does with a pathname. Pass the signed-in user to also apply the role gates
 * (/admin: non-admins go to /; /create-event: without create_event to /dashboard).
 */
export function resolveRouteAccess(
  pathname: string,
  isSignedIn: boolean,
  user?: PermissionHolder | null,
): RouteDecision {
  const match = matchRoute(pathname);
  if (!match) return { kind: 'not-found' };
  const { route } = match;
  if (route.access === 'guest-only') {
    return isSignedIn ? { kind: 'redirect', to: DASHBOARD_PATH } : { kind: 'allow' };
  }
  if (route.access === 'public') return { kind: 'allow' };
  if (!isSignedIn) return { kind: 'redirect', to: LOGIN_PATH };
  if (route.pattern === DASHBOARD_PATH) return { kind: 'redirect', to: DASHBOARD_HOME_PATH };
  if (user && route.role === 'admin' && !isAdmin(user)) return { kind: 'redirect', to: HOME_PATH };
  if (user && route.role === 'create_event' && !canCreateEvent(user)) {
    return { kind: 'redirect', to: DASHBOARD_PATH };
  }
  return { kind: 'allow' };
}
