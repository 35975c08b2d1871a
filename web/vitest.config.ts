import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests run in happy-dom; the browser journeys (e2e/) run in node with their own timeouts,
// each file marked `// @vitest-environment node`.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
