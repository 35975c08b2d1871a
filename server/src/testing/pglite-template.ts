import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { connectDatabase } from '../db/connect.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDemoData } from '../db/seed.js';

/** Where a vitest globalSetup left a ready template (see global-setup.ts); read by every worker. */
export const TEMPLATE_ENV = 'CAMPUS_TEST_PGLITE_TEMPLATE';

/** Migrates and seeds an in-memory PGlite and returns its data folder as a tarball. Takes a few seconds. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  const handle = await connectDatabase({ kind: 'pglite', client });
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

export async function writePgliteTemplate(path: string): Promise<void> {
  const dump = await buildPgliteTemplate();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
}

let template: Promise<Blob> | undefined;

/**
 * The template for this process: the file a globalSetup wrote, or else one built on first use and kept, so
 * the migrate-and-seed cost is paid once per process whoever calls (server, cli or web tests).
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= loadTemplate();
  return template;
}

async function loadTemplate(): Promise<Blob> {
  const path = process.env[TEMPLATE_ENV];
  if (path) {
    try {
      return new Blob([await readFile(path)]);
    } catch {
      // A template from a finished run may be gone; build one instead.
    }
  }
  return buildPgliteTemplate();
}
