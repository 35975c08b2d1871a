// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { JOURNEY_TIMEOUT_MS, loginAs, screenshot, useJourney } from './harness';

describe('journeys: profile, theme and shell', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  const journey = useJourney();

  it('keeps a profile edit after a reload', async () => {
    const page = await journey.current.newPage();
    await loginAs(page, 'parent');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('City').fill('Lakeside');
    await page.getByLabel('Phone').fill('555-0142');
    await expectNoSeriousAxeViolations(page, '/profile editing');
    await screenshot(page, 'profile-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated').waitFor();
    await expectNoSeriousAxeViolations(page, '/profile with the saved toast');
    await screenshot(page, 'profile-toast');
    // The toast sits at the bottom right, clear of the header's controls.
    const toast = await page.getByText('Profile updated').boundingBox();
    expect(toast && toast.y > 64).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText(/Lakeside/).waitFor();
    expect(await page.getByText('555-0142').count()).toBe(1);
    // An untouched field keeps its value: the parent's state is still IL, and gender reads 'Female'.
    await page.getByText(/Lakeside, IL/).waitFor();
    await page.getByText('Female', { exact: true }).waitFor();
  });

  it('keeps the dark theme after a reload', async () => {
    const page = await journey.current.newPage();
    await page.goto('/');
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    expect(await scheme()).toBe('light');
    await expectNoSeriousAxeViolations(page, '/ (light)');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await scheme()).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await scheme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expectNoSeriousAxeViolations(page, '/ (dark)');
    await screenshot(page, 'home-dark');
  });

  it('opens the navigation from the menu button on a phone-sized screen', async () => {
    const page = await journey.current.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin');
    await page.getByTestId('week-view').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'dashboard-phone');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Admin Panel' }).waitFor();
    await page.waitForTimeout(500); // let the drawer finish sliding in before the picture
    await expectNoSeriousAxeViolations(page, 'menu drawer');
    await screenshot(page, 'menu-phone');
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expectNoSeriousAxeViolations(page);
  });
});
