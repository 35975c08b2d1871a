// @campus/server/testing: harnesses for server, CLI and browser tests.

export {
  AUTHORIZATION_MATRIX,
  adminOnly,
  everyone,
  MATRIX_ROLES,
  type MatrixRole,
  type MatrixRow,
  only,
  signedIn,
} from './authorization-matrix.js';
export { type CountedQueries, countQueries } from './count-queries.js';
export { type FixtureIds, loadFixtureIds } from './fixture-ids.js';
export { startTestServer, type TestServer } from './start-test-server.js';
export { buildTestApp, type TestApp, type TestAppOptions } from './test-app.js';
export { createTestDatabase } from './test-database.js';
