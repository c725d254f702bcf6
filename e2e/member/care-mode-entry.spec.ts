import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

// The hall's own entry to care mode: one tap on the notice band turns it on (the hall opens on its
// large tiles), the choice is the member's on the server (a fresh browser of the same member opens
// in care mode), and one tap turns it off again.

test('the hall entry turns care mode on and off with one tap, and the choice follows the member', async ({ page, browser }) => {
  await logInAs(page, '陈静');
  await expect(page).toHaveURL(/\/Recharge$/);
  await page.getByRole('button', { name: '关怀模式', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-care-mode', 'on');
  await expect(page.getByRole('link', { name: /话费余额/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '营业厅' })).toBeHidden();

  // Another phone: nothing stored locally, the member's choice comes from the server.
  const otherPhone = await browser.newPage();
  await logInAs(otherPhone, '陈静');
  await expect(otherPhone.locator('html')).toHaveAttribute('data-care-mode', 'on');
  await expect(otherPhone.getByRole('link', { name: /话费余额/ })).toBeVisible();
  await otherPhone.close();

  await page.getByRole('button', { name: '退出关怀模式' }).click();
  await expect(page.getByRole('button', { name: '关怀模式', exact: true })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-care-mode')).toBeNull();
  await expect(page.getByRole('navigation', { name: '营业厅' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: '营业厅' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-care-mode')).toBeNull();
});
