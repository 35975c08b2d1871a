import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_ENV, writePgliteTemplate } from './pglite-template.js';
import { dropStaleTestSchemas } from './test-database.js';

// Vitest globalSetup for the server project: migrate and seed PGlite once per run, so every worker loads
// the same ready template instead of building its own. Workers inherit the environment set here.
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Tests make a schema each on PostgreSQL; clear those that crashed runs left.
    await dropStaleTestSchemas(url);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'campus-test-template-'));
  const path = join(dir, 'pglite-template.tar');
  await writePgliteTemplate(path);
  process.env[TEMPLATE_ENV] = path;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
