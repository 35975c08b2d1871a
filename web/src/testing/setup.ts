import { afterEach } from 'vitest';

// Component tests render into happy-dom; unmount, drop notifications and forget storage between tests. (The
// e2e files run in node, where there is no DOM to clean.)
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // The notifications live in a module-level store, which outlives a file when files share a worker.
  const { notifications } = await import('@mantine/notifications');
  // Files share their worker's modules, so a lazy page still loading when a file ends would fail to load
  // for every later file too (its environment is gone): load every module of the app before the first test.
  // Later files find them loaded.
  await Promise.all(
    Object.values(
      import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../main.tsx', '!../testing/**']),
    ).map((load) => load()),
  );
  // The machines are small and shared (CI runs every project at once): a lazy page's first load can take
  // longer than testing-library's 1 s default. Waiting longer changes nothing when the element comes early.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
    notifications.clean();
    window.localStorage.clear();
  });
}
