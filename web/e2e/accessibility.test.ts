// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type AxeViolation, expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, JOURNEY_TIMEOUT_MS, loginAs, PHONE, screenshot, useJourney } from './harness';

/**
 * Every built page, as a guest and signed in, in light and dark, at desktop and phone widths, checked
 * with axe (no serious or critical violation) and for its h1 and document title. Error states are
 * included, since error text has its own colour.
 */

interface Visit {
  path: string;
  h1: string | RegExp;
  title: string;
}

const GUEST_PAGES: Visit[] = [
  { path: '/', h1: 'Welcome to Campus', title: 'Home · Campus' },
  { path: '/login', h1: 'Login', title: 'Login · Campus' },
  { path: '/register', h1: 'Create your account', title: 'Register · Campus' },
  { path: '/courses', h1: 'Available Courses', title: 'Available Courses · Campus' },
  { path: '/no-such-page', h1: 'Not Found', title: 'Not Found · Campus' },
];

const SIGNED_IN_PAGES: Visit[] = [
  { path: '/', h1: 'Welcome to Campus', title: 'Home · Campus' },
  { path: '/dashboard/calendar', h1: 'Dashboard', title: 'Calendar · Campus' },
  { path: '/profile', h1: 'My Profile', title: 'Profile · Campus' },
  { path: '/inbox', h1: 'Messages', title: 'Messages · Campus' },
  { path: '/no-such-page', h1: 'Not Found', title: 'Not Found · Campus' },
];

const VARIANTS = [
  { scheme: 'light', viewport: DESKTOP, size: 'desktop' },
  { scheme: 'dark', viewport: DESKTOP, size: 'desktop' },
  { scheme: 'light', viewport: PHONE, size: 'phone' },
  { scheme: 'dark', viewport: PHONE, size: 'phone' },
] as const;

// Moderate and minor findings do not fail the journey; they are listed at the end for whoever is next.
const lesser = new Map<string, string>();
function note(violations: AxeViolation[]) {
  for (const v of violations) lesser.set(v.id, `${v.impact} ${v.id}: ${v.help}`);
}

async function visit(page: Page, target: Visit, shot: string) {
  await page.goto(target.path);
  await page.getByRole('heading', { level: 1, name: target.h1 }).waitFor();
  await page.getByRole('main').getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
  expect(await page.title()).toBe(target.title);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  note(await expectNoSeriousAxeViolations(page, `${target.path} (${shot})`));
  await screenshot(page, shot);
}

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

describe('journeys: accessibility of every built page', { timeout: JOURNEY_TIMEOUT_MS * 2 }, () => {
  const journey = useJourney();
  afterAll(() => {
    console.info(`axe, moderate and minor findings: ${[...lesser.values()].join('; ') || 'none'}`);
  });

  for (const { scheme, viewport, size } of VARIANTS) {
    it(`passes axe as a guest and signed in (${scheme}, ${size})`, async () => {
      const page = await journey.current.newPage({ viewport, colorScheme: scheme });
      const prefix = `a11y-${scheme}-${size}`;
      for (const target of GUEST_PAGES) await visit(page, target, `${prefix}-guest-${slug(target.path)}`);
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);

      // Error states: the login and register forms after an empty submit.
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Username is required').waitFor();
      await expectNoSeriousAxeViolations(page, `/login with errors (${prefix})`);
      await screenshot(page, `${prefix}-guest-login-errors`);
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('First name is required').waitFor();
      await expectNoSeriousAxeViolations(page, `/register with errors (${prefix})`);
      await screenshot(page, `${prefix}-guest-register-errors`);

      await loginAs(page, 'student');
      for (const target of SIGNED_IN_PAGES)
        await visit(page, target, `${prefix}-student-${slug(target.path)}`);

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('First Name').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('First name is required').waitFor();
      await expectNoSeriousAxeViolations(page, `/profile editing with errors (${prefix})`);
      await screenshot(page, `${prefix}-student-profile-edit-errors`);

      if (size === 'phone') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Profile' }).waitFor();
        await page.waitForTimeout(400); // the drawer slides in; axe reads colours mid-animation otherwise
        await expectNoSeriousAxeViolations(page, `menu drawer (${prefix})`);
        await screenshot(page, `${prefix}-student-menu`);
      }
    });
  }
});
