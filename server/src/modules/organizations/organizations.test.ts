import type { OrganizationSummary } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const list = () => t.app.inject({ method: 'GET', url: '/api/organizations/registration' });

describe('GET /api/organizations/registration', () => {
  it('is public and lists the active organizations by name, id and name only', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(envelope<OrganizationSummary[]>(response).data.map((o) => o.name)).toEqual([
      'Hillcrest Learning Center',
      'Riverside Academy',
    ]);
    for (const organization of envelope<OrganizationSummary[]>(response).data) {
      expect(Object.keys(organization).sort()).toEqual(['id', 'name']);
    }
  });

  it('leaves deactivated organizations out', async () => {
    await t.database.db.insert(organizations).values({ name: 'Aardvark Closed School', isActive: false });
    const names = envelope<OrganizationSummary[]>(await list()).data.map((o) => o.name);
    expect(names).not.toContain('Aardvark Closed School');
  });

  it('runs the same number of queries for 2 organizations as for 200', async () => {
    const few = await countQueries(t.database, list);
    expect(envelope<OrganizationSummary[]>(few.result).data).toHaveLength(2);

    await t.database.db
      .insert(organizations)
      .values(Array.from({ length: 198 }, (_, i) => ({ name: `School ${String(i).padStart(3, '0')}` })));
    const many = await countQueries(t.database, list);
    expect(envelope<OrganizationSummary[]>(many.result).data).toHaveLength(200);
    expect(many.count, many.queries.join('\n')).toBe(few.count);
  });
});
