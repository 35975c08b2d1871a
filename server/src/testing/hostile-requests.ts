import type { FastifyInstance } from 'fastify';
import { anotherUserOf, type MatrixContext, type MatrixRole } from './authorization-matrix.js';
import { AUTHORIZATION_MATRIX } from './authorization-matrix-rows.js';
import type { FixtureIds } from './fixture-ids.js';
import {
  authorizationRequests,
  fieldBodies,
  fillParams,
  foreignUploadBodies,
  type HostileRequest,
  pathRequests,
  queryRequests,
  rawBodies,
} from './hostile-inputs.js';
import { type RegisteredRoute, routeFor } from './route-list.js';

/** What the hostile requests of a route are built from: the running app, its routes and the demo ids. */
export interface HostileSource {
  app: FastifyInstance;
  routes: readonly RegisteredRoute[];
  ids: FixtureIds;
}

/** The matrix row's valid body for the route, as `role` would send it; `{}` when it has none. */
export function validBody(
  source: HostileSource,
  route: RegisteredRoute,
  role: MatrixRole,
): Record<string, unknown> {
  // The row's ids from `arrange` do not exist here; any id serves to read the URL and body.
  const made = new Proxy<Record<string, number>>({}, { get: () => 1 });
  const context: MatrixContext = { role, ids: source.ids, anotherUser: anotherUserOf(role), made };
  for (const row of AUTHORIZATION_MATRIX) {
    const url = typeof row.url === 'function' ? row.url(context) : row.url;
    if (row.method !== route.method || routeFor(source.routes, row.method, url)?.url !== route.url) continue;
    const body = typeof row.body === 'function' ? row.body(context) : row.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ...body };
  }
  return {};
}

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
  >;
}

/** The body fields the route declares, read from the OpenAPI document generated from its zod schema. */
export function declaredFields(app: FastifyInstance, route: RegisteredRoute): string[] {
  const document = app.swagger() as OpenApiDocument;
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths?.[path]?.[route.method.toLowerCase()];
  const properties = operation?.requestBody?.content?.['application/json']?.schema?.properties;
  return properties ? Object.keys(properties) : [];
}

/**
 * The hostile requests for one route as one role. Sampled, not a full cross product: `share` of `shares`
 * of the queries (roles split them; a single share sends all), and a few hostile values per field,
 * rotated by `share` so that several roles together send more of the list.
 */
export function hostileRequests(
  source: HostileSource,
  route: RegisteredRoute,
  role: MatrixRole,
  share: number,
  shares: number,
): HostileRequest[] {
  const requests = [...queryRequests(route.url, share, shares), ...pathRequests(route.url)];
  // Forged tokens once, with the guest (a single share), whose own requests carry none.
  if (shares === 1) requests.push(...authorizationRequests(route.url));
  if (route.method !== 'GET') {
    const url = fillParams(route.url, () => '1');
    const fields = declaredFields(source.app, route);
    const base = validBody(source, route, role);
    const bodies = [
      ...rawBodies(),
      ...fieldBodies(base, fields, share),
      ...foreignUploadBodies(base, fields),
    ];
    requests.push(...bodies.map((body) => ({ ...body, url })));
  }
  return requests;
}
