import { defineConfig } from 'vitest/config';

// One run over every package; each package keeps its own vitest.config.ts. On CI a JSON report is kept
// too, so .ci/run can print a plain "N passed, N failed" line.
export default defineConfig({
  test: {
    projects: ['sdk', 'server', 'fixtures', 'cli', 'web'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most files wait on a
    // server, a browser or a database, so two at once finish the suite sooner.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.test-results/vitest.json' },
  },
});
