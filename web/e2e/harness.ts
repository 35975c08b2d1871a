import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { startTestServer, type TestServer } from '@campus/server/testing';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The browser-journey harness: the real server on a free port with a fresh seeded database, serving the
 * built web app, and Debian's headless Chromium. One journey suite per file:
 *
 *   const journey = useJourney();            // in a describe block (starts in beforeAll, stops in afterAll)
 *   const page = await journey.newPage();     // a fresh browser context (own local storage)
 *   await loginAs(page, 'teacher');
 */

const WEB_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The machines have no internet: without these Chromium keeps trying to reach it.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Generous timeouts: a fresh PGlite database takes seconds to start on a busy machine. */
export const JOURNEY_TIMEOUT_MS = 90_000;
export const SETUP_TIMEOUT_MS = 180_000;
const STEP_TIMEOUT_MS = 20_000;

/** Builds web/dist once when it is missing (the root `pnpm test` builds before it runs). */
async function ensureBuiltApp(): Promise<void> {
  if (existsSync(join(WEB_DIR, 'index.html'))) return;
  const { build } = await import('vite');
  await build({
    root: fileURLToPath(new URL('..', import.meta.url)),
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
  });
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** The app's theme at first load (kept in local storage under 'theme'); the app's default is light. */
  colorScheme?: 'light' | 'dark';
}

export interface Journey {
  server: TestServer;
  browser: Browser;
  /** A page in a new browser context (base URL the app, desktop size unless told, short default timeouts). */
  newPage(options?: PageOptions): Promise<Page>;
  /** The app's URL for a path, e.g. journey.url('/dashboard'). */
  url(path: string): string;
  /** Uncaught page errors and errors the app's error boundaries caught since the last call, then forgets them. */
  takeAppErrors(): string[];
  close(): Promise<void>;
}

/** React Router's error element logs what it caught with this text before it shows 'Something went wrong'. */
const CAUGHT_RENDER_ERROR = 'caught the following error';

export async function startJourney(): Promise<Journey> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'`);
  }
  await ensureBuiltApp();
  const server = await startTestServer({ webDir: WEB_DIR });
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    await server.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  let appErrors: string[] = [];
  return {
    server,
    browser,
    url: (path) => `${server.url}${path}`,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: options.viewport ?? DESKTOP,
      });
      if (options.colorScheme) {
        // Before the app's first script, and only while no theme is chosen, so the toggle still works.
        await context.addInitScript((scheme) => {
          if (!localStorage.getItem('theme')) localStorage.setItem('theme', scheme);
        }, options.colorScheme);
      }
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => appErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes(CAUGHT_RENDER_ERROR)) {
          appErrors.push(`${page.url()}: ${message.text()}`);
        }
      });
      return page;
    },
    takeAppErrors() {
      const taken = appErrors;
      appErrors = [];
      return taken;
    },
    async close() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/** The main navigation bar (the burger drawer holds a second copy on narrow screens). */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).first();
}

/** Logs in through the login form and waits for the dashboard. */
export async function loginAs(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard/calendar');
}

/** Saves a full-page PNG to web/e2e/screenshots/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Starts a journey for the enclosing describe block and stops it afterwards. Read `.current` inside tests.
 * A test fails when one of its pages threw or crashed into an error boundary, even if its steps passed:
 * the error, not a later timeout, says what went wrong.
 */
export function useJourney(): { readonly current: Journey } {
  let journey: Journey | undefined;
  beforeAll(async () => {
    journey = await startJourney();
  }, SETUP_TIMEOUT_MS);
  afterEach(() => {
    const errors = journey?.takeAppErrors() ?? [];
    if (errors.length > 0) throw new Error(`The app failed in the browser:\n${errors.join('\n')}`);
  });
  afterAll(async () => {
    await journey?.close();
  }, SETUP_TIMEOUT_MS);
  return {
    get current() {
      if (!journey) throw new Error('The journey has not started (call useJourney() inside describe)');
      return journey;
    },
  };
}
