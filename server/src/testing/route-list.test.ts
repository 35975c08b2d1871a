import { describe, expect, it } from 'vitest';
import { parseRouteTree, routeFor } from './route-list.js';

// The matrix and the hostile-input harness discover routes through this parser; here on a tree as Fastify
// 5 prints it (params, nested segments, several methods per path).
const TREE = [
  '└── / (GET, HEAD)',
  '    ├── api/docs (GET, HEAD)',
  '    │   └── / (GET, HEAD)',
  '    │       └── json (GET, HEAD)',
  '    ├── api/profile (GET, HEAD, PUT)',
  '    │   └── /password (PUT)',
  '    ├── api/sessions (GET, HEAD, DELETE)',
  '    │   └── /',
  '    │       ├── current (GET)',
  '    │       └── :id (DELETE)',
  '    └── api/events/:id/images/:imageId (PUT)',
].join('\n');

describe('parseRouteTree', () => {
  it('joins the segments of each line with its ancestors', () => {
    const routes = parseRouteTree(TREE).map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual([
      'GET /',
      'HEAD /',
      'GET /api/docs',
      'HEAD /api/docs',
      'GET /api/docs/',
      'HEAD /api/docs/',
      'GET /api/docs/json',
      'HEAD /api/docs/json',
      'GET /api/profile',
      'HEAD /api/profile',
      'PUT /api/profile',
      'PUT /api/profile/password',
      'GET /api/sessions',
      'HEAD /api/sessions',
      'DELETE /api/sessions',
      'GET /api/sessions/current',
      'DELETE /api/sessions/:id',
      'PUT /api/events/:id/images/:imageId',
    ]);
  });
});

describe('routeFor', () => {
  const routes = parseRouteTree(TREE);
  it('matches parameters and prefers static segments, as the router does', () => {
    expect(routeFor(routes, 'DELETE', '/api/sessions/12')?.url).toBe('/api/sessions/:id');
    expect(routeFor(routes, 'PUT', '/api/events/3/images/9?x=1')?.url).toBe(
      '/api/events/:id/images/:imageId',
    );
    expect(routeFor(routes, 'GET', '/api/sessions/current')?.url).toBe('/api/sessions/current');
    expect(routeFor(routes, 'GET', '/api/sessions/12')).toBeNull();
  });
});
