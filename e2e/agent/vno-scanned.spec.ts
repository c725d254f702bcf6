import { expect, test } from '../support/consent.ts';
import { closeAlert, logInAgent, passRealName, payFromFundPool, signAgreement, skipLoginReload } from '../support/agent.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('the scanned virtual-operator link logs in, fills the number read-only and offers a package list', async ({ page }) => {
  await skipLoginReload(page);
  await page.goto('/VnoOpenCard?pone=VR10010001');
  await expect(page).toHaveURL(/\/login$/);
  await logInAgent(page, 'A10001', { isAlreadyOnLogin: true });
  await expect(page).toHaveURL(/\/VnoOpenCard\?pone=VR10010001$/);
  const phone = page.getByRole('textbox', { name: '手机号' });
  await expect(phone).toHaveValue('16630000001');
  await expect(phone).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: '卡号后7位' })).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: '下一步' }).click();

  for (const name of ['虚商标准卡套餐（预存30元）', '虚商畅享流量29元套餐（预存30元）', '虚商大王卡39元套餐（预存50元）']) {
    // The choice list comes before the selected package's heading.
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await page.getByText('虚商大王卡39元套餐（预存50元）', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: '虚商大王卡39元套餐（预存50元）' })).toBeVisible();
  await saveScreenshot(page, 'agent-vno-packages');
  await page.getByRole('button', { name: '下一步' }).click();
  await payFromFundPool(page, '50.00元');
  await expect(page).toHaveURL(/\/VnoOpenCard\?pone=VR10010001$/);
  await signAgreement(page);
  await passRealName(page);
  await closeAlert(page, /资料提交成功!!.*虚商大王卡39元套餐/);
});

test('the virtual-operator page without a record id asks to scan again', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/VnoOpenCard');
  await closeAlert(page, '数据缺失，请重新扫码');
  await page.goto('/VnoOpenCard?pone=NOPE');
  await closeAlert(page, '数据缺失，请重新打开链接');
});
