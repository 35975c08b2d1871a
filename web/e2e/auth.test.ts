// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@campus/fixtures';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { JOURNEY_TIMEOUT_MS, loginAs, mainNav, screenshot, useJourney } from './harness';

describe('journeys: accounts', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  const journey = useJourney();

  it('registers a student, lands on /dashboard/calendar, logs out to /', async () => {
    const page = await journey.current.newPage();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'register');
    await page.getByLabel('First Name').fill('Nora');
    await page.getByLabel('Last Name').fill('Newcomer');
    await page.getByLabel('Username').fill('nora.newcomer');
    await page.getByLabel('Email').fill('nora@example.com');
    await page.getByLabel('Female').check();
    await page.getByLabel('I am a student').check();
    await page.getByLabel('School Grade').first().click();
    await page.getByRole('option', { name: 'Grade 8' }).click();
    await page.getByLabel('Organization').first().click();
    await page.getByRole('option', { name: 'Riverside Academy' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('campus123');
    await page.getByLabel('Confirm Password').fill('campus123');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/dashboard/calendar');
    await mainNav(page).getByText('nora.newcomer').waitFor();
    await page.getByRole('tab', { name: 'Calendar', selected: true }).waitFor();
    await page.getByTestId('week-view').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'dashboard');
    expect(await page.evaluate(() => localStorage.getItem('cart_session_id'))).toMatch(/^web-session-/);

    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoSeriousAxeViolations(page);
  });

  it('shows the error for a wrong password', async () => {
    const page = await journey.current.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'login');
    await page.getByLabel('Username').fill('student');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/invalid|failed/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'login-error');
  });

  it('sends a guest opening /dashboard to /login', async () => {
    const page = await journey.current.newPage();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });

  it('returns a guest to the page they asked for once signed in', async () => {
    const page = await journey.current.newPage();
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fprofile');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('parent');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  });

  it('never follows a return path to another site', async () => {
    const page = await journey.current.newPage();
    for (const unsafe of ['//evil.com', 'https://evil.com/', '/\\evil.com']) {
      await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`);
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill('student');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/calendar');
      expect(new URL(page.url()).origin).toBe(journey.current.server.url);
      await page.evaluate(() => localStorage.clear());
    }
  });

  for (const account of DEMO_ACCOUNTS) {
    it(`logs in as the demo account ${account.username}`, async () => {
      const page = await journey.current.newPage();
      await loginAs(page, account.username);
      const nav = mainNav(page);
      await nav.getByText(account.username, { exact: true }).waitFor();
      const adminPanel = await nav.getByRole('link', { name: 'Admin Panel' }).count();
      const createEvent = await nav.getByRole('link', { name: 'Create Event' }).count();
      if (account.username === 'admin') expect([adminPanel, createEvent]).toEqual([1, 1]);
      if (account.username === 'teacher') expect([adminPanel, createEvent]).toEqual([0, 1]);
      if (account.username === 'student') expect([adminPanel, createEvent]).toEqual([0, 0]);
    });
  }
});
