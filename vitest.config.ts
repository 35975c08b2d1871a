import { defineConfig } from 'vitest/config';

// One run over every package; each package keeps its own vitest.config.ts. On CI a JSON report is kept
// too, so .ci/run can print a plain "N passed, N failed" line.
export default defineConfig({
  test: {
    projects: ['sdk', 'server', 'fixtures', 'cli', 'web'],
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.test-results/vitest.json' },
  },
});
