import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests run in happy-dom; the browser journeys (e2e/) run in node with their own timeouts,
// each file marked `// @vitest-environment node`.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // Files share their worker's modules (Mantine, the server of the journeys): importing them for every
    // file cost a third of the suite. testing/setup.ts empties what lives in modules (notifications).
    isolate: false,
    environment: 'happy-dom',
    // Wide enough for the full top navigation (the burger menu takes over below Mantine's lg breakpoint).
    environmentOptions: { happyDOM: { width: 1440, height: 900 } },
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    // The machines are small and shared; user-event typing through Mantine inputs takes a while.
    testTimeout: 20_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
});
