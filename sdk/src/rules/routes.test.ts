import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PermissionHolder } from './permissions.js';
import { classifyRoute, matchRoute, normalizePathname, ROUTES, resolveRouteAccess } from './routes.js';

const PUBLIC = ['/', '/courses', '/events', '/past-events', '/event/12', '/course/3'];
const GUEST_ONLY = ['/login', '/register'];
const AUTH = [
  '/create-event',
  '/create-course',
  '/dashboard/my-events',
  '/dashboard/my-courses',
  '/dashboard/calendar',
  '/dashboard/owner-calendar',
  '/dashboard/my-groups',
  '/dashboard/users',
  '/admin',
  '/profile',
  '/inbox',
  '/checkout',
];
const AUTH_NUMERIC = [
  '/user/7',
  '/edit-event/7',
  '/edit-course/7',
  '/course/4/session/9',
  '/group/2',
  '/groups/2/announcements/5',
  '/groups/2/announcements/create',
  '/groups/2/announcements/5/edit',
  '/course/4/session/date/2026-01-05',
  '/profile/8',
];

describe('classifyRoute', () => {
  it.each(PUBLIC)('%s is public', (path) => expect(classifyRoute(path)).toBe('public'));
  it.each(GUEST_ONLY)('%s is guest-only', (path) => expect(classifyRoute(path)).toBe('guest-only'));
  it.each([...AUTH, '/dashboard'])('%s needs login', (path) => expect(classifyRoute(path)).toBe('auth'));
  it.each(AUTH_NUMERIC)('%s needs login and a numeric id', (path) =>
    expect(classifyRoute(path)).toBe('auth-numeric-id'),
  );
  it.each([
    '/user/abc',
    '/user/0',
    '/user/1.5',
    '/edit-event/-3',
    '/course/4/session/x',
    '/group/',
    '/groups/x/announcements/create',
    '/groups/2/announcements/5/delete',
    '/event/abc',
    '/course/4/session/date/tomorrow',
    '/nope',
    '/dashboard/nope',
  ])('%s is not a route', (path) => expect(classifyRoute(path)).toBeNull());

  it('captures params and ignores trailing slashes, query and hash', () => {
    expect(matchRoute('/course/4/session/9/?tab=images#top')?.params).toEqual({
      courseId: '4',
      sessionId: '9',
    });
    expect(normalizePathname('//events//?page=2')).toBe('/events');
    expect(normalizePathname('')).toBe('/');
  });

  it('lists every pattern once', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

const member: PermissionHolder = { id: 5, is_admin: false, permissions: [] };
const admin: PermissionHolder = { id: 1, is_admin: true, permissions: [] };
const eventCreator: PermissionHolder = { id: 6, is_admin: false, permissions: [{ key: 'create_event' }] };

describe('resolveRouteAccess', () => {
  it.each([
    ['/login', false, { kind: 'allow' }],
    ['/register', false, { kind: 'allow' }],
    ['/login', true, { kind: 'redirect', to: '/dashboard' }],
    ['/register', true, { kind: 'redirect', to: '/dashboard' }],
    ['/dashboard', true, { kind: 'redirect', to: '/dashboard/calendar' }],
    ['/dashboard', false, { kind: 'redirect', to: '/login' }],
    ['/dashboard/calendar', false, { kind: 'redirect', to: '/login' }],
    ['/dashboard/calendar', true, { kind: 'allow' }],
    ['/user/7', false, { kind: 'redirect', to: '/login' }],
    ['/user/7', true, { kind: 'allow' }],
    ['/user/abc', true, { kind: 'not-found' }],
    ['/user/abc', false, { kind: 'not-found' }],
    ['/events', false, { kind: 'allow' }],
    ['/events', true, { kind: 'allow' }],
    ['/', false, { kind: 'allow' }],
    ['/unknown/page', true, { kind: 'not-found' }],
  ] as const)('%s signed in=%s -> %j', (path, signedIn, expected) => {
    expect(resolveRouteAccess(path, signedIn)).toEqual(expected);
  });

  it.each(AUTH.filter((path) => path !== '/admin' && path !== '/create-event'))(
    'every signed-in user may open %s, a guest goes to /login',
    (path) => {
      expect(resolveRouteAccess(path, true, member)).toEqual({ kind: 'allow' });
      expect(resolveRouteAccess(path, false)).toEqual({ kind: 'redirect', to: '/login' });
    },
  );

  it('/admin is for admins only; others go to /', () => {
    expect(resolveRouteAccess('/admin', true, member)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRouteAccess('/admin', true, admin)).toEqual({ kind: 'allow' });
  });

  it('/create-event needs admin or create_event; others go to /dashboard', () => {
    expect(resolveRouteAccess('/create-event', true, member)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRouteAccess('/create-event', true, eventCreator)).toEqual({ kind: 'allow' });
    expect(resolveRouteAccess('/create-event', true, admin)).toEqual({ kind: 'allow' });
  });

  it('property: following redirects always ends on an allowed page within two hops', () => {
    const knownPaths = [...PUBLIC, ...GUEST_ONLY, ...AUTH, ...AUTH_NUMERIC, '/dashboard'];
    const anyPath = fc.oneof(
      fc.constantFrom(...knownPaths),
      fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
    );
    const anyUser = fc.constantFrom<PermissionHolder | null>(null, member, admin, eventCreator);
    fc.assert(
      fc.property(anyPath, anyUser, (path, user) => {
        const signedIn = user !== null;
        let decision = resolveRouteAccess(path, signedIn, user);
        const visited = [normalizePathname(path)];
        while (decision.kind === 'redirect') {
          expect(visited).not.toContain(decision.to);
          visited.push(decision.to);
          decision = resolveRouteAccess(decision.to, signedIn, user);
        }
        expect(visited.length).toBeLessThanOrEqual(3);
        expect(['allow', 'not-found']).toContain(decision.kind);
        // A redirect target is always a real page.
        if (visited.length > 1) expect(decision.kind).toBe('allow');
      }),
    );
  });
});
