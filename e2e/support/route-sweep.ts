import { expect, type Page } from '@playwright/test';
import { blockingViolations, PHONE_375, settle } from './axe.ts';
import { findLayoutProblems, PHONE_320 } from './layout-problems.ts';
import type { RouteCatalog, RouteNeed } from './route-catalog.ts';
import { findRenderingFailures, openableSamplePath } from './route-landing.ts';

// The route sweeps share one page load per route: the route opens once and every check asked for
// runs on it (it renders its own page, the 320 px rule, axe at 375 px), each adding its findings
// to its own list, named by route and rule.

export interface RouteSweepFindings {
  rendering: string[];
  layout: string[];
  accessibility: string[];
}

export function noFindings(): RouteSweepFindings {
  return { rendering: [], layout: [], accessibility: [] };
}

export interface RouteChecks {
  /** It renders its own page, or lands where the table says with these needs met. */
  renders?: { catalog: RouteCatalog; metNeeds: ReadonlySet<RouteNeed> };
  /** The 320 px rule on the page as it opens at 320 px; `alsoInCareLook`: again in care mode's look. */
  layout?: { alsoInCareLook: boolean };
  /**
   * axe at 375 px, labelled with `mode`, once per page landed on (`checkedLandings` of this pass);
   * `alsoInCareLook`: again in care mode's look.
   */
  axe?: { mode: string; checkedLandings: Set<string>; alsoInCareLook?: boolean };
}

export const ACCESSIBILITY_RULE = 'serious or critical WCAG 2.2 AA violations (axe-core): route, rule, elements';
export const LAYOUT_RULE = 'at 320 px a page scrolls sideways or clips a text field: route, finding';
export const RENDERING_RULE = 'a route does not render its own page (or land where the table says), or the page errs';

/** Fails (softly, so every list is reported) on any finding, each list under its rule. */
export function expectNoFindings(findings: RouteSweepFindings): void {
  expect.soft(findings.rendering, RENDERING_RULE).toEqual([]);
  expect.soft(findings.layout, LAYOUT_RULE).toEqual([]);
  expect.soft(findings.accessibility, ACCESSIBILITY_RULE).toEqual([]);
}

/** Waits two frames, so what a resize or a style change sets off (resize observers, React) has run. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Runs `check`, then scrolls the document and every element back where they were (the layout
 * check scrolls each text field into view), so the next check sees the page as it opened.
 */
async function keepingScrollPositions<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const scrolled = await page.evaluateHandle(() => {
    const positions = new Map<Element, [number, number]>();
    for (const element of [document.documentElement, ...Array.from(document.querySelectorAll('*'))]) {
      if (element.scrollLeft !== 0 || element.scrollTop !== 0) {
        positions.set(element, [element.scrollLeft, element.scrollTop]);
      }
    }
    return positions;
  });
  try {
    return await check();
  } finally {
    await scrolled.evaluate((positions) => {
      for (const element of [document.documentElement, ...Array.from(document.querySelectorAll('*'))]) {
        const [left, top] = positions.get(element) ?? [0, 0];
        if (element.scrollLeft !== left || element.scrollTop !== top) {
          element.scrollTo(left, top);
        }
      }
    });
    await scrolled.dispose();
  }
}

/**
 * Runs `check` with the page in care mode's look, then puts the document's attribute back. Care
 * mode's look is CSS keyed on the document's attribute alone (shared/care-mode); only the hall
 * (its tiles and notice band) and /personal's switch read the mode in script, and the care-mode
 * sweep checks those with the mode really on.
 */
async function inCareLook<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const before = await page.evaluate(() => {
    const value = document.documentElement.getAttribute('data-care-mode');
    document.documentElement.setAttribute('data-care-mode', 'on');
    return value;
  });
  try {
    await nextFrames(page);
    return await check();
  } finally {
    await page.evaluate((value) => {
      if (value === null) {
        document.documentElement.removeAttribute('data-care-mode');
      } else {
        document.documentElement.setAttribute('data-care-mode', value);
      }
    }, before);
    await nextFrames(page);
  }
}

/** axe's serious and critical findings on the page now shown, labelled `label (mode)`, and with `alsoInCareLook` again in care mode's look. */
export async function blockingViolationsInLooks(page: Page, label: string, mode: string, alsoInCareLook: boolean): Promise<string[]> {
  const findings = await blockingViolations(page, `${label} (${mode})`);
  if (alsoInCareLook) {
    findings.push(...(await inCareLook(page, () => blockingViolations(page, `${label} (${mode}, care mode's look)`))));
  }
  return findings;
}

/** Adds the layout problems of the page now shown, and with `alsoInCareLook` those in care mode's look. */
async function addLayoutProblems(page: Page, where: string, alsoInCareLook: boolean, findings: string[]): Promise<void> {
  for (const problem of await findLayoutProblems(page)) {
    findings.push(`${where}: ${problem}`);
  }
  if (alsoInCareLook) {
    for (const problem of await inCareLook(page, () => findLayoutProblems(page))) {
      findings.push(`${where} in care mode: ${problem}`);
    }
  }
}

/**
 * Opens `routePath` once (at 320 px when the layout is checked, else at 375 px), waits until it
 * has settled, and runs the checks asked for on it: rendering, the layout at 320 px, then axe at
 * 375 px. The page's requests must be counted (`countRequests`).
 */
export async function sweepRoute(page: Page, routePath: string, checks: RouteChecks, findings: RouteSweepFindings): Promise<void> {
  const path = openableSamplePath(routePath);
  await page.setViewportSize(checks.layout ? PHONE_320 : PHONE_375);
  await page.goto(path);
  // The sweep counts the page's requests: 350 ms without one (settle) instead of network idle's 500 ms.
  await settle(page);
  const landed = new URL(page.url()).pathname;
  const isOnItsOwnPath = landed.toLowerCase() === path.toLowerCase();

  if (checks.renders) {
    findings.rendering.push(...(await findRenderingFailures(page, checks.renders.catalog, routePath, checks.renders.metNeeds)));
  }
  if (checks.layout) {
    const { alsoInCareLook } = checks.layout;
    const where = isOnItsOwnPath ? routePath : `${routePath} (on ${landed})`;
    await keepingScrollPositions(page, () => addLayoutProblems(page, where, alsoInCareLook, findings.layout));
  }
  if (checks.axe && !checks.axe.checkedLandings.has(landed.toLowerCase())) {
    // A guarded or redirecting route that lands on a page already checked in this pass adds nothing new.
    checks.axe.checkedLandings.add(landed.toLowerCase());
    if (checks.layout) {
      await page.setViewportSize(PHONE_375);
      await nextFrames(page);
    }
    const label = isOnItsOwnPath ? path : `${path} → ${landed}`;
    findings.accessibility.push(...(await blockingViolationsInLooks(page, label, checks.axe.mode, checks.axe.alsoInCareLook ?? false)));
  }
}
