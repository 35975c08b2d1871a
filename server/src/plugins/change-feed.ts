import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../changes/change-feed.js';
import { createMemoryChangeFeed } from '../changes/memory-change-feed.js';
import { changeChannel, createPostgresChangeFeed } from '../changes/postgres-change-feed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The change feed (changes/change-feed.ts): `app.changes.publish(topic, payload)` after a commit reaches
     * `subscribe(topic, handler)` in every process on the database; `onGap` says when some may have been lost.
     * In process on PGlite, LISTEN/NOTIFY on PostgreSQL.
     */
    changes: ChangeFeed;
  }
}

export interface ChangeFeedPluginOptions {
  /** A feed made by the caller (it stays the caller's to close); else one for the app's database. */
  changes?: ChangeFeed;
}

/** Decorates `app.changes`: the given feed, or the one the database calls for, closed with the app. */
export const changeFeedPlugin = fp<ChangeFeedPluginOptions>(
  async (app, options) => {
    if (options.changes) {
      app.decorate('changes', options.changes);
      return;
    }
    const postgres = app.database.postgres;
    const feed = postgres
      ? await createPostgresChangeFeed({
          url: postgres.url,
          channel: changeChannel(postgres.schema),
          notify: async (channel, texts) => {
            const list = sql.join(
              texts.map((text) => sql`${text}`),
              sql`, `,
            );
            await app.db.execute(
              sql`select pg_notify(${channel}, text) from unnest(array[${list}]::text[]) as text`,
            );
          },
          log: app.log,
        })
      : createMemoryChangeFeed(app.log);
    app.decorate('changes', feed);
    app.addHook('onClose', () => feed.close());
  },
  { name: 'change-feed', dependencies: ['database'] },
);
