// The browser journeys drive Debian's Chromium (never a downloaded browser). Install it when missing
// and we are allowed to (root with apt-get); otherwise say exactly what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Chromium is needed for the browser journeys and was not found at ${chromium}.\n` +
      'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH, then run the tests again.',
  );
  process.exit(1);
}
console.error('Installing Debian chromium for the browser journeys (about 20 s)...');
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
