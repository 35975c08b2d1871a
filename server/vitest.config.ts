import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Builds the migrated and seeded PGlite template once for all workers (see src/testing/global-setup.ts).
    globalSetup: ['./src/testing/global-setup.ts'],
    // PGlite is WebAssembly with a large heap: separate processes keep workers' memory apart.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
