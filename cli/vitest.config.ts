import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    // Files share their worker's modules (the sdk, the server, Ink): importing them for every file cost more
    // than the tests. Each file still starts its own server and config folder.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Command tests start a real server (PGlite) and the built-binary test may run esbuild first.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
