import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { switchCareMode } from './care-mode.ts';

// axe-core (the engine Lighthouse's accessibility audit runs) in the page under test. It is
// evaluated through the DevTools protocol (page.evaluate), which the page's CSP does not govern,
// so neither the app nor the test context needs a CSP bypass.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail the suite: a person cannot use the control or read the text. */
export const BLOCKING_IMPACTS = ['serious', 'critical'];

/** The phone size every page is checked at. */
export const PHONE_375 = { width: 375, height: 812 };

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; any: Array<{ data?: { contrastRatio?: number; fgColor?: string; bgColor?: string } | null }> }>;
}

/** An element of a violation: its selector, and for a contrast failure the colours axe measured. */
function describeNode(node: AxeViolation['nodes'][number]): string {
  const selector = node.target.map(String).join(' ');
  const contrast = node.any.find((check) => check.data?.contrastRatio !== undefined)?.data;
  return contrast ? `${selector} [${contrast.contrastRatio}:1, ${contrast.fgColor} on ${contrast.bgColor}]` : selector;
}

interface AxeCheckOptions {
  /** A CSS selector: only this part of the page is checked (default: the whole document). */
  include?: string;
  /** Impacts that count (default: serious and critical); `null` counts every impact. */
  impacts?: readonly string[] | null;
}

/** The rules axe finds broken on the page, one line each: rule, impact, help and the elements. */
export async function axeViolations(page: Page, options: AxeCheckOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = include ? { include: [include] } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations;
    },
    { include: options.include, tags: WCAG_AA_TAGS },
  );
  const impacts = options.impacts === undefined ? BLOCKING_IMPACTS : options.impacts;
  return violations
    .filter((violation) => impacts === null || impacts.includes(violation.impact ?? ''))
    .map((violation) => {
      const elements = violation.nodes.map(describeNode).join(', ');
      return `${violation.id} (${violation.impact ?? '-'}): ${violation.help} at ${elements}`;
    });
}

/** Requests in flight per page, for pages whose requests are counted from before their first load. */
const requestsInFlight = new WeakMap<Page, { count: number; changedAt: number }>();

/**
 * Counts the page's requests from now on, so `settle` can wait for a shorter quiet than
 * Playwright's network idle (500 ms): a sweep over every route spends most of its time waiting.
 */
export function countRequests(page: Page): void {
  if (requestsInFlight.has(page)) {
    return;
  }
  const state = { count: 0, changedAt: Date.now() };
  requestsInFlight.set(page, state);
  page.on('request', () => {
    state.count += 1;
    state.changedAt = Date.now();
  });
  const finished = () => {
    state.count = Math.max(0, state.count - 1);
    state.changedAt = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
}

/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 350;

/**
 * Waits until the page has settled so axe sees what a person sees: no request in flight for
 * 350 ms (longer than antd-mobile's 300 ms opening transitions of dialogs and popups), or
 * Playwright's network idle on a page whose requests are not counted.
 */
export async function settle(page: Page): Promise<void> {
  const state = requestsInFlight.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await expect
    .poll(() => state.count === 0 && Date.now() - state.changedAt >= QUIET_MS, { message: `${page.url()} settles`, timeout: 15_000, intervals: [50] })
    .toBe(true);
}

/** The serious and critical WCAG AA violations of the page as it is now, each line prefixed by `label`. */
export async function blockingViolations(page: Page, label: string): Promise<string[]> {
  await settle(page);
  return (await axeViolations(page)).map((line) => `${label}: ${line}`);
}

/**
 * Checks the page open in `page` (a logged-in subscriber's) at 375 x 812 in both of the hall's
 * modes, normal and care mode, then turns care mode off again and gives the page its size back.
 * Every new subscriber page is checked this way (e2e/smoke/route-sweep.spec.ts does it for every
 * route of the route table).
 */
export async function expectAccessibleInBothModes(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE_375);
  const path = new URL(page.url()).pathname;
  const failures: string[] = [];
  try {
    failures.push(...(await blockingViolations(page, `${path} (normal)`)));
    await switchCareMode(page, true);
    failures.push(...(await blockingViolations(page, `${path} (care mode)`)));
  } finally {
    await switchCareMode(page, false);
    if (size) {
      await page.setViewportSize(size);
    }
  }
  expect(failures, 'serious or critical WCAG 2.2 AA violations (axe-core)').toEqual([]);
}

/**
 * Checks `part` (located by `selector`) at 375 px wide in the light and the dark colour scheme,
 * every impact, then gives the page its size back.
 */
export async function expectPartAccessibleAt375(page: Page, part: Locator, selector: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE_375);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(part).toBeVisible();
    expect(await axeViolations(page, { include: selector, impacts: null }), `axe at 375 px, ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
  if (size) {
    await page.setViewportSize(size);
  }
}
