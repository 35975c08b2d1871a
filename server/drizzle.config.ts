import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @campus/server db:generate` writes SQL migrations that both PGlite and PostgreSQL apply.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
