// @campus/server/testing: harnesses for server, CLI and browser tests.

export {
  type Absent,
  type ArrangeContext,
  adminOnly,
  anotherUserOf,
  anotherUsersSession,
  everyone,
  MATRIX_ROLES,
  type MatrixContext,
  type MatrixRole,
  type MatrixRow,
  noSecrets,
  only,
  SECRET_KEYS,
  signedIn,
} from './authorization-matrix.js';
export { AUTHORIZATION_MATRIX } from './authorization-matrix-rows.js';
export { type CountedQueries, countQueries } from './count-queries.js';
export { changedTables, type DatabaseDigest, digestDatabase } from './database-digest.js';
export { type DatabaseSnapshot, snapshotDatabase } from './database-snapshot.js';
export { viewerOf } from './demo-viewers.js';
export { type FixtureIds, loadFixtureIds } from './fixture-ids.js';
export { listApiRoutes, type RegisteredRoute } from './route-list.js';
export { startTestServer, type TestServer } from './start-test-server.js';
export { buildTestApp, type TestApp, type TestAppOptions } from './test-app.js';
export { createTestDatabase } from './test-database.js';
