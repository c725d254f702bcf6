import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const DEMO_STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD ?? 'sandbox-staff-pass';

test.describe('operator console', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  });

  test('an editor changes the hall notice and subscribers see it in the hall', async ({ page, browser }) => {
    await page.goto('/console');
    await expect(page.getByText('运营管理后台')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('账号').fill('editor');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('账号或密码错误，或尝试次数过多，请稍后再试')).toBeVisible();
    await page.getByLabel('密码').fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('运营小李')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('menuitem', { name: '大厅公告' }).click();
    const notice = page.getByLabel('公告内容');
    await expect(notice).toHaveValue(/人工服务时间 8:00-21:00/);
    await notice.fill('双十二话费充值满100元送10元，活动截止12月12日。');
    await page.getByRole('button', { name: '保存公告' }).click();
    await expect(page.getByText('公告已保存')).toBeVisible();
    await saveScreenshot(page, 'console-notice');

    const phone = await browser.newContext({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      userAgent: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
    });
    const subscriber = await phone.newPage();
    await logInAs(subscriber, '张伟');
    await expect(subscriber.getByText('双十二话费充值满100元送10元')).toBeVisible();
    await phone.close();

    // Put the default notice back for the journeys that follow on the same server.
    await notice.fill('客服热线 10020，人工服务时间 8:00-21:00，欢迎使用网上营业厅自助办理业务。');
    await page.getByRole('button', { name: '保存公告' }).click();
    await expect(page.getByText('公告已保存').last()).toBeVisible();
  });

  test('an auditor has no notice section and logs out', async ({ page }) => {
    await page.goto('/console');
    await expect(page.getByLabel('账号')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('账号').fill('auditor');
    await page.getByLabel('密码').fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('banner').getByText('审核员小陈', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('menuitem', { name: '概览' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '大厅公告' })).toHaveCount(0);
    // The dealer's row of the fund pools (the trend charts may name the dealer too, once it has opened cards).
    await expect(page.getByRole('cell', { name: '星海通讯天河店', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: '审核队列' }).click();
    await expect(page).toHaveURL(/\/console\/review$/);
    await expect(page.getByText('审核队列').last()).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });
});
