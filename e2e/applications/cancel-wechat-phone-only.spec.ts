import { expect, test } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';

test.describe('a desktop browser', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });

  test('the cancellation pages say to open them in WeChat on a phone and show no form', async ({ page }) => {
    await logInAs(page, '张伟', '/cancel');
    await expect(page.getByText('请在手机微信客户端打开').first()).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '下一步' })).toHaveCount(0);

    await page.goto('/cancelForm');
    await expect(page.getByText('请在手机微信客户端打开').first()).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('textbox', { name: '拆机原因' })).toHaveCount(0);
  });
});
