import { afterEach } from 'vitest';

// Component tests render into happy-dom; unmount and forget storage between tests. (The e2e files run
// in node, where there is no DOM to clean.)
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}
