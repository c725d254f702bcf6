import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

/** Logs in and waits until the app is back on the page with its token stored. */
async function signIn(page: Page, nickname: string, path: string): Promise<void> {
  await logInAs(page, nickname, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('code'));
}

/** Records every toast the page shows, so a journey can prove none appeared. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.adm-toast-main'))) {
        const text = toast.textContent ?? '';
        if (!toast.hasAttribute('data-recorded')) {
          toast.setAttribute('data-recorded', '');
          seen.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

test('a past month without a bill: /billDetails answers with the empty state only, no toast', async ({ page }) => {
  const readToasts = await recordToasts(page);
  await signIn(page, '张伟', '/balance');
  // Long before the number joined: the back office has no bill for it.
  await page.goto('/billDetails?date=201001');
  await expect(page.getByText('暂无账单', { exact: true })).toBeVisible();
  await expect(page.getByText('1月暂无账单', { exact: true })).toHaveCount(1);
  // Longer than the moment a toast would take to appear (it loads its UI on first use).
  await page.waitForTimeout(1_500);
  expect(await readToasts()).toEqual([]);
});

test('this month without a bill: /bill answers with the empty state only, no toast', async ({ page }) => {
  const readToasts = await recordToasts(page);
  await signIn(page, '张伟', '/balance');
  // Every demo number has this month's bill; the back office's reply for a number without one.
  await page.route('**/api/wechat/queryBill', (route) => route.fulfill({ json: { code: -100, msg: '7月暂无账单' } }));
  await page.goto('/bill');
  await expect(page.getByText('暂无账单', { exact: true })).toBeVisible();
  await expect(page.getByText('7月暂无账单', { exact: true })).toHaveCount(1);
  await page.waitForTimeout(1_500);
  expect(await readToasts()).toEqual([]);
  await expect(page.getByRole('button', { name: '历史账单' })).toBeVisible();
});
