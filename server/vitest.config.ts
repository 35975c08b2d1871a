import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Builds the migrated and seeded PGlite template once for all workers (see src/testing/global-setup.ts).
    globalSetup: ['./src/testing/global-setup.ts'],
    // PGlite is WebAssembly with a large heap: separate processes keep workers' memory apart.
    pool: 'forks',
    // Files share their worker's modules (each still opens its own database and app): importing the app for
    // every file cost half the suite's time. Nothing may keep state in a module that a file can see.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
