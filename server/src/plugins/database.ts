import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/connect.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open connection; the app does not close it (its owner does). */
    database: DatabaseHandle;
    /** Shortcut to `database.db` for services. */
    db: Database;
    /** Where uploads and other files live. */
    dataDir: string;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
  dataDir: string;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database, dataDir }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('dataDir', dataDir);
  },
  { name: 'database' },
);
