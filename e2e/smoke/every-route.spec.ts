import { execSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

// Opens every route of the catalog (the real route table) as a logged-in, bound subscriber and
// checks that each renders its own content: its title, something on screen, no error page.

const catalog = JSON.parse(execSync('npm run -s catalog', { cwd: `${import.meta.dirname}/../..`, encoding: 'utf8' })) as { routes: string[] };

test('every route of the catalog renders its own page', async ({ page }) => {
  test.setTimeout(15_000 + catalog.routes.length * 6_000);
  await logInAs(page, '张伟');
  await expect(page).toHaveURL(/\/Recharge$/);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      failures.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const route of catalog.routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root'), route).not.toBeEmpty();
    await expect(page.getByText('页面加载失败'), route).toHaveCount(0);
    await expect(page.getByText('页面不存在'), route).toHaveCount(0);
    const title = await page.title();
    expect(title.length, `${route} has a title`).toBeGreaterThan(0);
    expect(await page.locator('#root').innerText(), `${route} shows text`).not.toBe('');
  }
  expect(failures).toEqual([]);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await logInAs(page, '张伟');
  await page.goto('/no-such-page');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
});
