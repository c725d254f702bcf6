import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('a kind 8 number cannot reject mobiles; feedback is sent; the appeal opens the chat', async ({ page }) => {
  await logInAs(page, '陈静', '/WillRegister');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '订购' }).click();
  await page.getByRole('button', { name: '确定订购' }).click();
  await expect(page.getByText('订购成功，请稍后进行查询!')).toBeVisible();
  await page.getByRole('button', { name: '去登记' }).click();

  await page.getByText('拒收号码防护').click();
  await page.getByRole('textbox', { name: '拒收号码' }).fill('13800138000');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('您的号码不可拒收11位的手机号码')).toBeVisible();
  await page.getByRole('textbox', { name: '拒收号码' }).fill('10690001234');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByRole('button', { name: '移除10690001234' })).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();

  await expect(page).toHaveURL(/\/SelectFunction$/);
  await page.getByText('客户服务').click();
  await expect(page).toHaveURL(/\/CustomerService$/);
  for (const type of ['账号', '功能', '注册', '服务建议', '界面显示异常', '其他']) {
    await expect(page.getByText(type, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请选择反馈类型')).toBeVisible();
  await page.getByText('服务建议', { exact: true }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请填写反馈内容')).toBeVisible();
  const note = page.getByRole('textbox', { name: '反馈内容' });
  await note.fill(' 希望 增加 夜间客服 ');
  await expect(page.getByText('8/100')).toBeVisible();
  await note.blur();
  await expect(note).toHaveValue('希望增加夜间客服');
  await note.fill('长'.repeat(120));
  await expect(page.getByText('100/100')).toBeVisible();
  await note.fill('  ');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请填写反馈内容')).toBeVisible();
  await note.fill('希望增加夜间人工客服');
  await saveScreenshot(page, 'customer-service');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('意见提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/SelectFunction$/);

  await page.getByText('拦截申诉').click();
  await expect(page).toHaveURL(/\/sandbox\/chat\?/);
  await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/SelectFunction$/);

  // Back forgets the stored phone: the register pages then miss their parameter.
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL(/\/Recharge$/);
  await page.goto('/RejectionBusiness');
  await expect(page.getByText('接口参数缺失！')).toBeVisible();
  await expect(page).toHaveURL(/\/WillRegister$/);
  await page.goto('/NoteRegister');
  await expect(page.getByText('接口参数缺失！')).toBeVisible();
  await expect(page).toHaveURL(/\/BusinessHandle$/);
});
