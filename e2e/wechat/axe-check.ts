import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';

// axe-core (the engine Lighthouse's accessibility audit runs, already in the workspace) on one
// part of the page at a phone's width in the light and the dark colour scheme. It is evaluated
// through the DevTools protocol, which the page's CSP does not govern.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** The rules axe finds broken inside `selector`, each with the elements it names. */
async function violationsOf(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ include: [include] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  }, selector);
  return violations.map(
    (violation) => `${violation.id} (${violation.impact ?? '-'}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Checks `part` (located by `selector`) at 375 px wide in both colour schemes, then gives the page
 * its size back.
 */
export async function expectAccessibleAt375(page: Page, part: Locator, selector: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(part).toBeVisible();
    expect(await violationsOf(page, selector), `axe at 375 px, ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
  if (size) {
    await page.setViewportSize(size);
  }
}
