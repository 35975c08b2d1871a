import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.{ts,tsx}'],
    // Command tests start a real server (PGlite) and the built-binary test may run esbuild first.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
