import { expect, test, type Page } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
}

test('cancel: identity, face check, every form message, leave confirmation, then pending review', async ({ page }) => {
  await logInAs(page, '张伟', '/cancel');
  await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('17012340001');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '请输入身份证信息');
  await page.getByRole('textbox', { name: '身份证号' }).fill('110105199003071234');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '请输入您的姓名');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page).toHaveURL(/\/cancelForm$/);
  await expect(page.getByText('身份核验成功')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '拆机号码' })).toHaveValue('17012340001');

  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  await expectToast(page, '请填写拆机原因');
  await page.getByRole('textbox', { name: '拆机原因' }).fill('出国长期不用');
  await page.getByRole('textbox', { name: '拆机号码' }).fill('');
  await submit.click();
  await expectToast(page, '请填写拆机号码');
  await page.getByRole('textbox', { name: '拆机号码' }).fill('12012340001');
  await submit.click();
  await expectToast(page, '请输入正确的手机号');
  await page.getByRole('textbox', { name: '拆机号码' }).fill('17012340001');
  await submit.click();
  await expectToast(page, '请填写服务密码');
  await page.getByRole('textbox', { name: '服务密码' }).fill('000000');
  await submit.click();
  await expectToast(page, '请选择是否退费');
  // The spare phone is asked for inside the refund block only.
  await expect(page.getByRole('textbox', { name: '备用手机号' })).toHaveCount(0);
  await page.getByText('否', { exact: true }).click();
  await expect(page.getByRole('textbox', { name: '备用手机号' })).toHaveCount(0);
  await page.getByText('是', { exact: true }).click();
  await submit.click();
  await expectToast(page, '请填写开户人姓名');
  await page.getByRole('textbox', { name: '开户人' }).fill('张伟');
  await submit.click();
  await expectToast(page, '请填写开户行');
  await page.getByRole('textbox', { name: '开户行' }).fill('中国银行北京分行');
  await submit.click();
  await expectToast(page, '请输入账号');
  await page.getByRole('textbox', { name: '银行卡号' }).fill('6216600000000001234');
  await submit.click();
  await expectToast(page, '请输入正确的备用手机号');
  await page.getByRole('textbox', { name: '备用手机号' }).fill('13900001111');
  await saveScreenshot(page, 'cancel-form', { fullPage: true });
  await submit.click();
  await expect(page.getByText(/^服务密码错误/).last()).toBeVisible();

  // The header's back button and the browser's back button both ask first.
  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('您确定退出销户申请吗')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('您确定退出销户申请吗')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText('您确定退出销户申请吗')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/cancelForm$/);

  await page.getByRole('textbox', { name: '服务密码' }).fill('123456');
  await submit.click();
  await expect(page).toHaveURL(/\/auditCabcel$/);
  await expect(page.getByText('销户申请已成功提交')).toBeVisible();
  await expect(page.getByText('请耐心等待...')).toBeVisible();
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  await expect(page.getByText('170****0001')).toBeVisible();
  await saveScreenshot(page, 'cancel-audit');

  // A second application waits for the first; the entry page says so.
  await page.goto('/cancel');
  await expect(page.getByText('您的销户申请正在审核中')).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('110105199003071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '您的销户申请正在审核中，请耐心等待');

  await page.goto('/auditFail');
  await expect(page.getByText('销户失败')).toBeVisible();
  await expect(page.getByText('失败原因：身份证图片不清晰')).toBeVisible();
});

test('cancel: a failed face check returns to /cancel; confirming the leave goes to the root', async ({ page }) => {
  await logInAs(page, '王芳', '/cancel');
  await page.getByRole('textbox', { name: '身份证号' }).fill('310104199512125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('李四');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '身份信息与机主登记信息不一致');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page.getByText('身份核验失败，请重试').last()).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/cancel$/);

  await page.getByRole('textbox', { name: '身份证号' }).fill('310104199512125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/cancelForm$/, { timeout: 10_000 });
  await expect(page.getByRole('textbox', { name: '拆机原因' })).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('您确定退出销户申请吗')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/Recharge$/);
});

test('cancel: an unbound member is asked to bind first', async ({ page }) => {
  await logInAs(page, '新用户小李', '/cancel');
  await page.getByRole('textbox', { name: '手机号码' }).fill('17012340001');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请先绑定手机号')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/AccountBind$/);
});

test('cancel form without a check in progress says what to do', async ({ page }) => {
  await logInAs(page, '张伟', '/cancelForm');
  await expect(page.getByText('请先完成身份核验')).toBeVisible();
  await page.getByRole('button', { name: '重新核验' }).click();
  await expect(page).toHaveURL(/\/cancel$/);
});

test('cancel: the check that cannot be started shows the failure overlay and stays on /cancel', async ({ page }) => {
  await logInAs(page, '王芳', '/cancel');
  await page.route('**/api/wechat/accountOff', (route) => route.abort('connectionreset'));
  await page.getByRole('textbox', { name: '身份证号' }).fill('310104199512125678');
  await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, 'sorry，操作失败');
  await expect(page).toHaveURL(/\/cancel$/);
});
