// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JOURNEY_TIMEOUT_MS, loginAs, screenshot, useJourney } from './harness';

/**
 * Every message the page reports about its Content-Security-Policy: Chromium logs each blocked script,
 * style or image as a console error, and the document fires `securitypolicyviolation` (caught by a
 * listener added before any of the page's own scripts run).
 */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

describe('journeys: the app under its Content-Security-Policy', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  const journey = useJourney();

  it('serves the app with the policy and shows home, login, the dashboard and the profile without a violation', async () => {
    const page = await journey.current.newPage();
    const violations = await watchCspViolations(page);

    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(home?.headers()['x-frame-options']).toBe('DENY');
    await page.getByRole('navigation', { name: 'Main' }).first().waitFor();

    await page.goto('/login');
    await loginAs(page, 'student');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    expect(violations).toEqual([]);
  });

  it('shows the API reference page, read from /api/openapi.json, without a violation', async () => {
    const page = await journey.current.newPage();
    const violations = await watchCspViolations(page);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.json')) documentRequests.push(path);
    });
    await page.goto('/api/docs');
    expect(await page.title()).toBe('Campus API reference');
    // The operations are listed once the document has loaded.
    await page.getByText('/api/login').first().waitFor();
    await screenshot(page, 'api-docs');
    expect(documentRequests).toEqual(['/api/openapi.json']);
    expect(violations).toEqual([]);
  });
});
