#!/usr/bin/env node
// The `campus` bin: the bundle built by `pnpm build` (cli/build.mjs).
try {
  await import('../dist/campus.mjs');
} catch (error) {
  // Only the missing bundle itself gets the hint; a missing module inside it is a real error.
  const missingBundle =
    error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/campus.mjs');
  if (!missingBundle) throw error;
  process.stderr.write('campus is not built yet: run `pnpm build` (or `pnpm --filter @campus/cli build`).\n');
  process.exitCode = 1;
}
