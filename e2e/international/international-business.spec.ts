import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

test('the international page gives the hotline and back goes to the hall', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessHandle');
  await page.getByText('国际业务').click();
  await expect(page).toHaveURL(/\/InternationalBusiness$/);
  await expect(page.getByText('如需办理此业务，请拨打客服电话：10020')).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/Recharge$/);
});
