import { expect, test, type Page } from '@playwright/test';
import { logInAgent, skipLoginReload } from '../support/agent.ts';
import { blockingViolations, countRequests, PHONE_375, settle } from '../support/axe.ts';
import { switchCareMode } from '../support/care-mode.ts';
import { CONSENT_AGREE } from '../support/consent.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';
import { readRouteCatalog, type RouteNeed } from '../support/route-catalog.ts';
import { watchForErrors } from '../support/route-landing.ts';
import { blockingViolationsInLooks, expectNoFindings, LAYOUT_RULE, noFindings, sweepRoute } from '../support/route-sweep.ts';
import { logInAs } from '../support/sandbox.ts';

// The route sweeps over every route of the route table (the catalog), each route as the person it
// is for, with one page load per route for the checks that run on it:
// - it renders its own page: the browser stays on the route under the table's title, or lands
//   exactly where the table says (a layout's first tab, a redirect, a page whose need is not met);
//   no error page, no empty page, no page error, no CSP violation;
// - the 320 px rule: on the narrowest phone screen we serve (320 x 640), as the page opens, in the
//   usual look and (subscriber pages) in care mode's look, nothing scrolls sideways and every text
//   field shows whole (support/layout-problems.ts);
// - axe-core at 375 px: any serious or critical WCAG 2.2 AA violation, listed with its route, rule
//   and elements; the subscriber pages in the normal look and again in care mode's (关怀模式), and
//   the pages whose content changes in care mode (the hall, /personal) with the mode really on.
// Hand-off pages, the staff area and unknown paths are in every-route.spec.ts; the console's axe
// check in accessibility.spec.ts.
//
// /noCode is checked with its need met by a failed bind-by-face check (the sandbox's 模拟验证失败:
// nothing is bound). The routes that need a verified invoice number or a number registered for SMS
// do-not-disturb are checked where they land without it: meeting those needs sends an SMS to, or
// changes the services of, the numbers the other journeys use in the same minutes.

// The sweeps are the longest journeys: each may run in a worker of its own (each worker has its own
// server, so one sweep's care mode is not another's).
test.describe.configure({ mode: 'parallel' });

const catalog = readRouteCatalog();
const NO_NEEDS: ReadonlySet<RouteNeed> = new Set();

/** The subscriber's routes; a layout's bare path leads to its first child, which axe checks as itself. */
const subscriberRoutes = [
  ...catalog.pages.filter((route) => !route.loginExempt && !route.isStaffArea).map((route) => ({ path: route.path, isIndexRedirect: !!route.indexRedirect })),
  ...catalog.redirects.map((entry) => ({ path: entry.path, isIndexRedirect: false })),
];

/** Opens /noCode with a bind-by-face check to read (a failed one) and checks it at 375 px in both looks, and the consent notice on the way. */
async function sweepNoCodeWithFaceCheck(page: Page, failures: string[]): Promise<void> {
  await page.setViewportSize(PHONE_375);
  await page.goto('/AccountBind');
  await page.getByRole('textbox', { name: '手机号' }).fill('17012340005');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('button', { name: CONSENT_AGREE })).toBeVisible();
  failures.push(...(await blockingViolationsInLooks(page, '/AccountBind consent notice', 'normal', true)));
  await page.getByRole('button', { name: CONSENT_AGREE }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/noCode$/);
  await expect(page.getByText('绑定失败，未通过身份验证').first()).toBeVisible();
  failures.push(...(await blockingViolationsInLooks(page, '/noCode with a failed face check', 'normal', true)));
}

test('every subscriber route renders its own page, fits a 320 px screen in both looks and has no serious accessibility violation at 375 px', async ({
  page,
}) => {
  test.setTimeout(30_000 + subscriberRoutes.length * 10_000);
  await logInAs(page, '张伟');
  await expect(page).toHaveURL(/\/Recharge$/);
  const findings = noFindings();
  watchForErrors(page, findings.rendering);
  countRequests(page);
  const checkedLandings = new Set<string>();
  for (const route of subscriberRoutes) {
    await sweepRoute(
      page,
      route.path,
      {
        renders: { catalog, metNeeds: NO_NEEDS },
        layout: { alsoInCareLook: true },
        axe: route.isIndexRedirect ? undefined : { mode: 'normal', checkedLandings, alsoInCareLook: true },
      },
      findings,
    );
  }
  await sweepNoCodeWithFaceCheck(page, findings.accessibility);
  expectNoFindings(findings);
});

test("in care mode the hall's large tiles fit 320 px, and the hall and /personal's switch have no serious accessibility violation at 375 px", async ({
  page,
}) => {
  await page.setViewportSize(PHONE_320);
  await logInAs(page, '张伟');
  await expect(page).toHaveURL(/\/Recharge$/);
  const findings = noFindings();
  countRequests(page);
  await switchCareMode(page, true);
  try {
    // The pages whose content, not only their look, changes in care mode (switchCareMode reloaded
    // the hall); every other page's care-mode look is checked by the first sweep.
    await expect(page.getByRole('link', { name: /^话费余额/ })).toBeVisible();
    await settle(page);
    for (const problem of await findLayoutProblems(page)) {
      findings.layout.push(`/Recharge, the care-mode hall: ${problem}`);
    }
    await page.setViewportSize(PHONE_375);
    findings.accessibility.push(...(await blockingViolations(page, '/Recharge (care mode)')));
    await page.goto('/personal');
    await expect(page.getByRole('switch', { name: /关怀模式/ })).toBeChecked();
    findings.accessibility.push(...(await blockingViolations(page, '/personal (care mode)')));
  } finally {
    // 张伟 is every other journey's subscriber: they expect the normal hall.
    await switchCareMode(page, false);
  }
  expectNoFindings(findings);
});

/** The agent home's two popups, each a tap away: 扫码开卡's form (a six-character label) and 个人信息. */
async function checkAgentHomePopupsAt320(page: Page): Promise<void> {
  await page.setViewportSize(PHONE_320);
  for (const item of ['扫码开卡', '个人信息']) {
    await page.goto('/OpenCardMessage');
    await page.getByText(new RegExp(`^${item}`)).click();
    await expect(page.getByRole('dialog', { name: item })).toBeVisible();
    // Polled: the popup slides in from the bottom.
    await expect.poll(() => findLayoutProblems(page), { message: `${LAYOUT_RULE}: /OpenCardMessage ${item}` }).toEqual([]);
  }
}

test('every login-exempt and agent route renders its own page, fits a 320 px screen and has no serious accessibility violation at 375 px', async ({ page }) => {
  const exempt = catalog.pages.filter((route) => route.loginExempt);
  test.setTimeout(60_000 + exempt.length * 2 * 10_000);
  const findings = noFindings();
  watchForErrors(page, findings.rendering);
  countRequests(page);

  // With no session of any kind: agent pages go to the agent login, the others render. Hand-off
  // pages, unsigned, stay and say so (each is also opened in a browser of its own in every-route).
  const checkedWithoutLogin = new Set<string>();
  const handOffsLast = [...exempt.filter((route) => !route.handsOffTo), ...exempt.filter((route) => route.handsOffTo)];
  for (const route of handOffsLast) {
    const isAgentPage = route.guard?.needs === 'agent-session';
    await sweepRoute(
      page,
      route.path,
      {
        renders: route.handsOffTo ? undefined : { catalog, metNeeds: NO_NEEDS },
        // Agent pages would only show the agent login again.
        layout: isAgentPage ? undefined : { alsoInCareLook: false },
        axe: { mode: 'no login', checkedLandings: checkedWithoutLogin },
      },
      findings,
    );
  }
  expect(await page.evaluate(() => window.localStorage.getItem('token')), 'no subscriber login happened').toBeNull();

  // With an agent session the agent pages render themselves.
  await skipLoginReload(page);
  await logInAgent(page, 'A10001');
  await expect(page).not.toHaveURL(/\/login/);
  const agentPages = exempt.filter((route) => route.guard?.needs === 'agent-session');
  expect(agentPages.length).toBeGreaterThan(0);
  const withAgent: ReadonlySet<RouteNeed> = new Set(['agent-session']);
  const checkedWithAgent = new Set<string>();
  for (const route of agentPages) {
    await sweepRoute(
      page,
      route.path,
      { renders: { catalog, metNeeds: withAgent }, layout: { alsoInCareLook: false }, axe: { mode: 'agent session', checkedLandings: checkedWithAgent } },
      findings,
    );
  }
  expectNoFindings(findings);
  await checkAgentHomePopupsAt320(page);
});
