import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core in the journeys: every page a journey visits is checked, so later screens keep the
 * accessibility this app reached (WCAG AA contrast, names, landmarks, headings).
 *
 * axe is evaluated as source through the DevTools protocol rather than added as a <script> tag: the
 * server's Content-Security-Policy (script-src 'self') would block an injected inline script.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a journey. Moderate and minor ones are reported by axeViolations only. */
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

export interface AxeViolation {
  id: string;
  impact: ImpactValue | null | undefined;
  help: string;
  nodes: { target: string; summary: string }[];
}

interface AxeWindow {
  axe?: { run(context: Document, options: object): Promise<AxeResults> };
}

/** Runs axe on the page as it is now (WCAG 2.0-2.2 A and AA, and best practices). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load');
    // A modal still fading in has half-transparent text: axe would measure the colours mid-transition.
    // Finite transitions and animations are awaited (infinite ones, such as a loader, never finish).
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
}

function describe(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target}\n    ${n.summary}`).join('\n')}`,
    )
    .join('\n');
}

/** Fails with a readable list when the page has serious or critical axe violations. */
export async function expectNoSeriousAxeViolations(page: Page, where = ''): Promise<AxeViolation[]> {
  const violations = await axeViolations(page);
  const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact));
  const label = where || new URL(page.url()).pathname;
  expect(failing, `axe on ${label}:\n${describe(failing)}`).toEqual([]);
  return violations;
}
