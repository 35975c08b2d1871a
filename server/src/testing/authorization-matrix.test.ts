import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_MATRIX,
  MATRIX_ROLES,
  type MatrixContext,
  type MatrixRole,
} from './authorization-matrix.js';
import { type FixtureIds, loadFixtureIds } from './fixture-ids.js';
import { buildTestApp, type TestApp } from './test-app.js';

// Runs every row of the matrix for every role against the real app, each call with a fresh token.

let testApp: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  testApp = await buildTestApp();
  ids = await loadFixtureIds(testApp.database);
});
afterAll(async () => {
  await testApp?.close();
});

function resolve<T>(value: T | ((context: MatrixContext) => T), role: MatrixRole): T {
  return typeof value === 'function' ? (value as (context: MatrixContext) => T)({ role, ids }) : value;
}

describe.each(AUTHORIZATION_MATRIX.map((row) => ({ ...row, name: `${row.method} ${String(row.url)}` })))(
  '$name',
  (row) => {
    it.each(MATRIX_ROLES.map((role) => ({ role, status: row.expect[role] })))(
      'as $role -> $status',
      async ({ role, status }) => {
        const headers: Record<string, string> = {};
        if (role !== 'guest') headers.authorization = `Bearer ${await testApp.loginAs(role)}`;
        const body = row.body === undefined ? undefined : resolve(row.body, role);
        const response = await testApp.app.inject({
          method: row.method,
          url: resolve(row.url, role),
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect(response.statusCode, response.body).toBe(status);
      },
    );
  },
);
