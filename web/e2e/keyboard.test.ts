// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { JOURNEY_TIMEOUT_MS, screenshot, useJourney } from './harness';

/** What has the keyboard focus: its tag, id, accessible text and (for inputs) type. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase(),
      id: el?.id,
      text: el?.textContent?.trim() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      type: el instanceof HTMLInputElement ? el.type : '',
      autocomplete: el?.getAttribute('autocomplete') ?? '',
    };
  });
}

describe('journeys: keyboard', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  const journey = useJourney();

  it('skips to main content from the first Tab, then reaches Username at once', async () => {
    const page = await journey.current.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true); // shown on focus, inside the viewport
    await screenshot(page, 'keyboard-skip-link');
    await expectNoSeriousAxeViolations(page, '/login with the skip link shown');

    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');
    await page.keyboard.press('Tab');
    expect((await focused(page)).autocomplete).toBe('username');
  });

  it('focuses the first invalid field after a failed submit, and reaches the password toggle', async () => {
    const page = await journey.current.newPage();
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Login' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Username is required').waitFor();
    await expect.poll(async () => (await focused(page)).autocomplete).toBe('username');

    await page.keyboard.type('student');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).autocomplete).toBe('current-password');
    await page.keyboard.type('campus123');

    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Show password');
    await page.keyboard.press('Enter');
    expect(await page.locator('input[autocomplete="current-password"]').getAttribute('type')).toBe('text');
    await screenshot(page, 'keyboard-password-toggle');

    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Login');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/calendar');
  });

  it('moves focus to a taken username, shown once under the field', async () => {
    const page = await journey.current.newPage();
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Second');
    await page.getByLabel('Last Name').fill('Student');
    await page.getByLabel('Username').fill('student');
    await page.getByLabel('Male', { exact: true }).check();
    await page.getByLabel('Organization').first().click();
    await page.getByRole('option', { name: 'Riverside Academy' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('campus123');
    await page.getByLabel('Confirm Password').fill('campus123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const taken = page.getByText(/username has already been taken/i);
    await taken.waitFor();
    expect(await taken.count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect.poll(async () => (await focused(page)).autocomplete).toBe('username');
    await expectNoSeriousAxeViolations(page, '/register with a taken username');
    await screenshot(page, 'keyboard-register-taken');
  });
});
