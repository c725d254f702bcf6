import { expect, test, type Page } from '@playwright/test';
import { axeViolations, blockingViolations } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { openablePath, readRouteCatalog } from '../support/route-catalog.ts';
import { ACCESSIBILITY_RULE } from '../support/route-sweep.ts';

// axe-core over the console, as its administrator at desktop size: any serious or critical WCAG 2.2
// AA violation fails, listed with its route, rule and elements. The phone's routes (subscriber,
// login-exempt and agent pages) are checked by the route sweep, route-sweep.spec.ts.

const catalog = readRouteCatalog();

/** Every colour a console tag is given: statuses and antd's presets, including those a section shows only for some data. */
const TAG_COLORS = ['default', 'success', 'processing', 'error', 'warning', 'blue', 'gold', 'green', 'orange', 'red', 'volcano', 'cyan'];

/**
 * A tag of every console colour, checked for contrast whatever the data: a tag a section shows
 * only for some rows (a hidden post, a failed invoice) is checked even when no row has it. Each is
 * a copy of a tag the overview renders, with its colour class swapped, so antd's own styles apply.
 */
async function tagPaletteViolations(page: Page): Promise<string[]> {
  await page.getByRole('menuitem', { name: '概览', exact: true }).click();
  await expect(page.locator('.ant-tag').first()).toBeVisible();
  const unstyled = await page.evaluate((colors) => {
    const model = document.querySelector('.ant-tag') as HTMLElement;
    const palette = document.createElement('div');
    palette.id = 'tag-palette';
    const tags = colors.map((color) => {
      const tag = model.cloneNode() as HTMLElement;
      const kept = Array.from(model.classList).filter((name) => !/^ant-tag-(?!filled$|outlined$)/.test(name));
      tag.className = [...kept, ...(color === 'default' ? [] : [`ant-tag-${color}`])].join(' ');
      tag.textContent = `标签 ${color}`;
      palette.append(tag);
      return tag;
    });
    document.querySelector('main')?.append(palette);
    // antd registers a colour's styles once a tag of that kind has rendered; one left plain would pass vacuously.
    const [plainTag, ...colouredTags] = tags;
    const plain = plainTag ? getComputedStyle(plainTag).backgroundColor : '';
    return colouredTags.filter((tag) => getComputedStyle(tag).backgroundColor === plain).map((tag) => tag.textContent);
  }, TAG_COLORS);
  expect(unstyled, "every tag colour has antd's styles").toEqual([]);
  return (await axeViolations(page, { include: '#tag-palette' })).map((line) => `console tags: ${line}`);
}

test.use(DESKTOP_CONSOLE);

test('the console login and every section its menu reaches have no serious accessibility violation', async ({ page }) => {
  const staffArea = catalog.pages.find((route) => route.isStaffArea);
  expect(staffArea).toBeDefined();
  const failures: string[] = [];
  await page.goto(openablePath(staffArea?.path ?? ''));
  await expect(page.getByLabel('账号')).toBeVisible({ timeout: 30_000 });
  failures.push(...(await blockingViolations(page, '/console login')));

  await logInToConsole(page, 'admin', '系统管理员');
  const sections = await page.getByRole('menuitem').allInnerTexts();
  expect(sections.length).toBeGreaterThan(10);
  test.setTimeout(60_000 + sections.length * 6_000);
  for (const section of sections) {
    await page.getByRole('menuitem', { name: section, exact: true }).click();
    failures.push(...(await blockingViolations(page, `${new URL(page.url()).pathname} ${section}`)));
  }
  failures.push(...(await tagPaletteViolations(page)));
  // The second factor's enrolment, which the demo admin (not held to it here) opens from the header.
  await page.getByRole('button', { name: '绑定动态口令' }).click();
  await expect(page.getByTestId('totp-secret')).toBeVisible({ timeout: 30_000 });
  failures.push(...(await blockingViolations(page, '/console 绑定动态口令')));
  await page.getByRole('button', { name: '取消' }).click();
  // A section opened afresh while its data is on the way: the loading indicator is checked too.
  let releaseAuditLog = () => {};
  await page.route('**/api/console/auditLog', async (route) => {
    await new Promise<void>((resolve) => (releaseAuditLog = resolve));
    await route.continue();
  });
  await page.goto('/console/audit-log');
  await expect(page.getByRole('status', { name: '正在加载操作日志' })).toBeVisible();
  failures.push(...(await axeViolations(page)).map((line) => `操作日志 loading: ${line}`));
  releaseAuditLog();
  await expect(page.getByRole('status', { name: '正在加载操作日志' })).toBeHidden();
  expect(failures, ACCESSIBILITY_RULE).toEqual([]);
});
