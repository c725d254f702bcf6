import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

// The SMS do-not-disturb sub-pages: a register state that did not load shows the error and
// 重新加载 (no skeleton that stays for good), and 重新加载 brings the form; a -100 answer toasts the
// spec's 接口参数缺失！ and goes back to /WillRegister.

const REGISTER_STATE = '**/api/wechat/querySmsRegister';

test('/RejectNumber whose register state fails to load comes back through 重新加载', async ({ page }) => {
  // 王芳 has ordered the service and already rejects 10690000123 and 95500111.
  await logInAs(page, '王芳', '/WillRegister');
  await page.route(REGISTER_STATE, (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: '去登记' }).click();
  await page.getByText('拒收号码防护').click();
  await expect(page).toHaveURL(/\/RejectNumber$/);
  await expect(page.getByText('登记信息加载失败')).toBeVisible();
  await expect(page.getByText('服务器内部错误 (500)，请稍后重试...').first()).toBeVisible();
  await page.unroute(REGISTER_STATE);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { name: '已拒收号码（2）' })).toBeVisible();
});

test('/RejectionBusiness answered -100 toasts 接口参数缺失！ and goes back to /WillRegister', async ({ page }) => {
  await logInAs(page, '王芳', '/WillRegister');
  await page.route(REGISTER_STATE, (route) => route.fulfill({ json: { code: -100, msg: '您尚未订购短信免打扰服务' } }));
  await page.getByRole('button', { name: '去登记' }).click();
  await page.getByText('行业营销类别防护').click();
  await expect(page.getByText('接口参数缺失！')).toBeVisible();
  await expect(page).toHaveURL(/\/WillRegister$/);
  await expect(page.getByText('您尚未订购短信免打扰服务')).toHaveCount(0);
});
