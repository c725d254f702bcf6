import { expect, test } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('opens and cancels 来电提醒 from the hall menu; the fee leaves the balance', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessHandle');
  await page.getByText('来电提醒', { exact: true }).click();
  await expect(page).toHaveURL(/\/PackageOpen\?type=1$/);
  await expect(page.getByText('月功能费：2元/月')).toBeVisible();
  await expect(page.getByText('当前话费余额：86.50元')).toBeVisible();
  await page.getByRole('button', { name: '立即开通' }).click();
  const openDialog = page.getByRole('dialog', { name: '开通来电提醒' });
  await expect(openDialog.getByText('您即将开通来电提醒功能')).toBeVisible();
  await expect(openDialog.getByText('开通后月功能费将从当前话费余额中扣除')).toBeVisible();
  await saveScreenshot(page, 'caller-open-popup');
  await openDialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/openRemindSuccess\?title=/);
  await expect(page.getByText('开通成功', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '来电提醒' })).toBeVisible();
  await expect(page.getByRole('button', { name: '确定' })).toBeVisible();

  // The ordered services list it as running.
  await page.goto('/orderbusine');
  await page.getByRole('tab', { name: '增值业务' }).click();
  await expect(page.locator('.service-item').filter({ hasText: '来电提醒' }).getByText('生效中')).toBeVisible();

  await page.goto('/PackageOpen?type=1');
  await expect(page.getByText('已开通')).toBeVisible();
  await expect(page.getByText('当前话费余额：84.50元')).toBeVisible();
  await page.getByRole('button', { name: '取消来电提醒' }).click();
  const cancelDialog = page.getByRole('dialog', { name: '取消来电提醒' });
  await expect(cancelDialog.getByText('您确定要取消来电提醒功能吗？')).toBeVisible();
  await cancelDialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/quitRemindSuccess\?title=/);
  await expect(page.getByText('退订成功', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
  await page.goto('/PackageOpen?type=1');
  await expect(page.getByText('已取消', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'caller-cancelled');

  // Both are orders of /orderQuery, passed at once; the cancel's detail says when it ends.
  await page.goto('/orderQuery');
  for (const name of ['来电提醒开通', '来电提醒取消']) {
    await expect(page.locator('.adm-list-item').filter({ hasText: name }).getByText('通过', { exact: true }).first()).toBeVisible();
  }
  await page.getByText('来电提醒取消').first().click();
  const overlay = page.getByRole('dialog', { name: '订单详情' });
  await expect(overlay.getByText(/起失效（本月可继续使用）$/)).toBeVisible();
  await overlay.getByRole('button', { name: '关闭' }).click();
});

test('来电显示 has no cancel button', async ({ page }) => {
  await logInAs(page, '张伟', '/PackageOpen?type=2');
  await expect(page.getByText('您已开通来电显示')).toBeVisible();
  await expect(page.getByRole('button', { name: /取消/ })).toHaveCount(0);
});

test('opening with too little balance is refused', async ({ page }) => {
  await logInAs(page, '王芳', '/PackageOpen?type=2');
  await page.getByRole('button', { name: '立即开通' }).click();
  await page.getByRole('dialog', { name: '开通来电显示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/当前账户可用余额不足/)).toBeVisible();
  await expect(page).toHaveURL(/\/PackageOpen\?type=2$/);
  await expect(page.getByText('未开通')).toBeVisible();
});

test('opening 来电显示 goes to its own success page, whose button returns to the root', async ({ page }) => {
  await logInAs(page, '刘洋', '/PackageOpen?type=2');
  await expect(page.getByText('月功能费：6元/月')).toBeVisible();
  await page.getByRole('button', { name: '立即开通' }).click();
  await page.getByRole('dialog', { name: '开通来电显示' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/packageOpenSuccess$/);
  await expect(page.getByText('开通成功')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
});

test('call forwarding needs the face check, then the number calls go to', async ({ page }) => {
  await logInAs(page, '张伟', '/PackageOpen?type=3');
  await expect(page.getByText('月功能费')).toHaveCount(0);
  await page.getByRole('button', { name: '立即开通' }).click();
  await expect(page).toHaveURL(/\/callDivert$/);
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/calldivertOrder$/);
  await expect(page.getByText('身份核验失败，请重试')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/callDivert$/);

  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/calldivertOrder$/);
  await expect(page.getByRole('textbox', { name: '本机号码' })).toHaveValue('17012340001');
  await page.getByRole('button', { name: '立即开通' }).click();
  await expect(page.getByText('请输入呼转号码')).toBeVisible();
  await page.getByRole('textbox', { name: '呼转号码' }).fill('13800138000');
  await page.getByRole('button', { name: '立即开通' }).click();
  const dialog = page.getByRole('dialog', { name: '开通订购呼转' });
  await expect(dialog.getByText('来电将转接至：13800138000')).toBeVisible();
  await saveScreenshot(page, 'caller-divert-popup');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/openRemindSuccess\?title=/);
  await expect(page.getByText('开通成功', { exact: true })).toBeVisible();

  await page.goto('/PackageOpen?type=3');
  await expect(page.getByText('呼转号码：138****8000')).toBeVisible();
  await page.getByRole('button', { name: '取消订购呼转' }).click();
  await page.getByRole('dialog', { name: '取消订购呼转' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/quitRemindSuccess\?title=/);
  await expect(page.getByText('退订成功', { exact: true })).toBeVisible();
});
