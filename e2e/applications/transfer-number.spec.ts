import { agreeToConsentWhenAsked, expect, test, type Page } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { drawSignature, takeIdSimPhoto, readTransferSms, receiveUntilFaceCheck, TRANSFER_RECEIVER } from '../support/transfer.ts';

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
}

test('transfer out, then in: form messages, SMS order and code, agreement, signature, receipt; a second receiver is refused', async ({ page, browser }) => {
  // The owner of 17012340004 starts the transfer.
  await logInAs(page, '刘洋', '/transAcctS');
  await page.getByRole('button', { name: '下一步' }).click();
  await expectToast(page, '请输入身份证信息');
  await page.getByRole('textbox', { name: '身份证号' }).fill('510107200001018765');
  await page.getByRole('textbox', { name: '姓名' }).fill('刘洋');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  await expect(page).toHaveURL(/\/transAcctSForm$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: '过户发起申请' })).toBeVisible();

  const submit = page.getByRole('button', { name: '提交' });
  await submit.click();
  await expectToast(page, '请填写过户原因');
  await page.getByRole('textbox', { name: '过户原因' }).fill('转给家人使用');
  await page.getByRole('textbox', { name: '过户号码' }).fill('');
  await submit.click();
  await expectToast(page, '请填写过户号码');
  await page.getByRole('textbox', { name: '过户号码' }).fill('19912340004');
  await submit.click();
  await expectToast(page, '请输入正确的手机号');
  await page.getByRole('textbox', { name: '过户号码' }).fill('17012340004');
  await submit.click();
  await expectToast(page, '请填写服务密码');
  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('您确定退出过户发起申请吗')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('textbox', { name: '服务密码' }).fill('123456');
  await submit.click();
  await expect(page).toHaveURL(/\/transAcctSauditCabcel$/);
  await expect(page.getByText('过户发起申请已成功提交')).toBeVisible();
  await expect(page.getByText(/过户单号和过户验证码已通过短信发送至 170\*\*\*\*0004/)).toBeVisible();
  await saveScreenshot(page, 'transfer-out-audit');
  const { orderNo, code } = await readTransferSms(page, '17012340004');

  // The new owner receives it.
  const receiverContext = await browser.newContext();
  const receiver = await receiverContext.newPage();
  await agreeToConsentWhenAsked(receiver);
  await logInAs(receiver, '新用户小李', '/transAcctT');
  await receiver.getByRole('button', { name: '下一步' }).click();
  await expectToast(receiver, '请填写过户单号');
  await receiver.getByRole('textbox', { name: '过户单号' }).fill(orderNo);
  await receiver.getByRole('button', { name: '下一步' }).click();
  await expectToast(receiver, '请填写过户验证码');
  await receiver.getByRole('textbox', { name: '过户验证码' }).fill(code.toLowerCase());
  // The receiver's own identity, checked by face as the new owner.
  await receiver.getByRole('button', { name: '下一步' }).click();
  await expectToast(receiver, '请输入身份证号');
  await receiver.getByRole('textbox', { name: '身份证号' }).fill('1101051990');
  await receiver.getByRole('button', { name: '下一步' }).click();
  await expectToast(receiver, '请输入正确的身份证号');
  await receiver.getByRole('textbox', { name: '身份证号' }).fill(TRANSFER_RECEIVER.idCard);
  await receiver.getByRole('button', { name: '下一步' }).click();
  await expectToast(receiver, '请填写姓名');
  await receiver.getByRole('textbox', { name: '姓名' }).fill(TRANSFER_RECEIVER.name);
  await receiver.getByRole('button', { name: '下一步' }).click();

  const finish = receiver.getByRole('button', { name: '下一步' });
  // The agreement in force, loaded from the server.
  await expect(receiver.getByRole('heading', { name: '客户入网服务协议' })).toBeVisible();
  await finish.click();
  await expectToast(receiver, '请完整看完《入网协议》');
  await receiver.getByRole('document', { name: '入网协议' }).evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(receiver.getByText('已阅读完毕')).toBeVisible();
  await finish.click();
  await expectToast(receiver, '请您阅读并同意《入网协议》');
  await receiver.getByText('请您阅读并同意《入网协议》').first().click();
  await finish.click();
  await expectToast(receiver, '电子签名不能为空');
  await receiver.getByRole('button', { name: '电子签名' }).click();
  await receiver.getByRole('button', { name: '确认' }).click();
  await expectToast(receiver, '电子签名不能为空');
  await drawSignature(receiver);
  await saveScreenshot(receiver, 'transfer-in-signature');
  await receiver.getByRole('button', { name: '确认' }).click();
  await expectToast(receiver, '签名已确认，继续进行提交');
  await expect(receiver.getByRole('img', { name: '已确认的签名' })).toBeVisible();
  await saveScreenshot(receiver, 'transfer-in-agreement', { fullPage: true });

  await finish.click();
  await expect(receiver.getByText(/身份证国徽面与SIM卡/)).toBeVisible();
  await receiver.getByRole('dialog', { name: '拍照提示' }).getByRole('button', { name: '返回' }).click();
  await expect(receiver).toHaveURL(/\/transAcctT$/);
  await finish.click();
  await receiver.getByRole('button', { name: '已了解' }).click();
  // The photo the hint asked for: refused without it, then taken, previewed and retakeable.
  const toFaceCheck = receiver.getByRole('button', { name: '提交并进行人脸识别' });
  await toFaceCheck.click();
  await expectToast(receiver, '请拍摄身份证国徽面与SIM卡合照');
  await takeIdSimPhoto(receiver);
  await expect(receiver.getByRole('button', { name: '重拍' })).toBeVisible();
  await saveScreenshot(receiver, 'transfer-in-photo');
  await toFaceCheck.click();
  await expect(receiver.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  await expect(receiver.getByText(TRANSFER_RECEIVER.name)).toBeVisible();
  await expect(receiver.getByText(TRANSFER_RECEIVER.maskedIdCard)).toBeVisible();
  await receiver.getByRole('button', { name: '立即通过验证' }).click();
  await expect(receiver).toHaveURL(/\/transAcctTForm$/);
  await expect(receiver.getByText('身份核验成功')).toBeVisible();

  const send = receiver.getByRole('button', { name: '提交' });
  await send.click();
  await expectToast(receiver, '请填写联系号码');
  await receiver.getByRole('textbox', { name: '手机号码' }).fill('19912345678');
  await send.click();
  await expectToast(receiver, '请输入正确的联系手机号');
  await receiver.goBack();
  await expect(receiver.getByText('您确定退出过户接收申请吗')).toBeVisible();
  await receiver.getByRole('button', { name: '取消' }).click();
  await receiver.getByRole('textbox', { name: '手机号码' }).fill('13800138000');
  await send.click();
  await expect(receiver).toHaveURL(/\/transAcctTauditCabcel$/);
  await expect(receiver.getByText('过户接收申请已成功提交')).toBeVisible();
  await expect(receiver.getByText(/客服将审核您提交的资料/)).toBeVisible();
  await receiverContext.close();

  // Another person cannot use the consumed order and code.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await agreeToConsentWhenAsked(second);
  await logInAs(second, '访客小周', '/transAcctT');
  await receiveUntilFaceCheck(second, orderNo, code);
  await expectToast(second, '该过户单已被接收，验证码已失效');
  await expect(second).toHaveURL(/\/transAcctT$/);
  await secondContext.close();

  await page.goto('/transAcctSauditFail');
  await expect(page.getByText('过户发起申请失败')).toBeVisible();
  await expect(page.getByText('失败原因：身份证图片不清晰')).toBeVisible();
});

test('transfer out: a failed face check returns to /transAcctS', async ({ page }) => {
  await logInAs(page, '陈静', '/transAcctS');
  await page.getByRole('textbox', { name: '身份证号' }).fill('330106199207073456');
  await page.getByRole('textbox', { name: '姓名' }).fill('陈静');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page.getByText('身份核验失败，请重试').last()).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/transAcctS$/);
});

test('transfer in: a wrong code is refused after signing, back on step 1', async ({ page }) => {
  await logInAs(page, '访客小周', '/transAcctT');
  await receiveUntilFaceCheck(page, 'GH20260101ABCDEFGHJK', 'ABC123');
  await expectToast(page, '过户单号或验证码错误');
  await expect(page.getByRole('textbox', { name: '过户单号' })).toBeVisible();
});

test.describe('outside WeChat', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' });

  test('the transfer pages say to open them in WeChat on a phone', async ({ page }) => {
    await logInAs(page, '张伟', '/transAcctS');
    await expect(page.getByText('请在手机微信客户端打开').first()).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveCount(0);
    await page.goto('/transAcctT');
    await expect(page.getByText('请在手机微信客户端打开').first()).toBeVisible();
  });
});
