import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// PIPL art. 29: a face image or an ID photo is collected only after the person agreed to its
// notice. Declining sends nothing; agreeing continues the flow.

/** Counts the requests to one API path, so a test can prove that declining sent nothing. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) {
      count += 1;
    }
  });
  return () => count;
}

test('a face check starts only after the person agrees to the face-check notice', async ({ page }) => {
  await logInAs(page, '张伟', '/queryCard');
  const starts = countRequests(page, '/api/wechat/queryPhone');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('071234');
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();

  const notice = page.getByRole('dialog').filter({ hasText: '人脸识别授权' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/面部图像属于敏感个人信息/)).toBeVisible();
  await saveScreenshot(page, 'face-check-consent');
  await notice.getByRole('button', { name: '不同意' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/queryCard$/);
  expect(starts()).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('biz_no'))).toBeNull();

  await page.getByRole('button', { name: '下一步' }).click();
  await notice.getByRole('button', { name: '同意并继续' }).click();
  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  expect(starts()).toBe(1);
});

test('ID card photos are sent only after the person agrees to the ID-photo notice', async ({ page }) => {
  const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
  await logInAs(page, '王芳', '/state');
  await page.getByRole('list', { name: '未开票记录' }).getByRole('listitem').first().getByRole('button', { name: '开票' }).click();
  await expect(page).toHaveURL(/\/Invoice\?id=\d+/);
  const submits = countRequests(page, '/api/wechat/submitInvoice');
  await page.getByRole('textbox', { name: '发票抬头' }).fill('王芳');
  await page.getByRole('textbox', { name: '联系人' }).fill('王芳');
  await page.getByRole('textbox', { name: '联系电话' }).fill('13800138000');
  await page.getByRole('textbox', { name: '邮箱' }).fill('wangfang@example.com');
  await page.getByRole('textbox', { name: '验证码' }).fill('123456');
  for (const side of ['身份证正面', '身份证反面']) {
    const field = page.locator('.invoice-photo-field').filter({ hasText: side });
    await field.locator('input[type=file]').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: photo });
    await expect(field.locator('img')).toBeVisible();
  }
  await page.getByRole('button', { name: '提交申请' }).click();

  const notice = page.getByRole('dialog').filter({ hasText: '证件照片授权' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '不同意' }).click();
  await expect(notice).toBeHidden();
  expect(submits()).toBe(0);

  await page.getByRole('button', { name: '提交申请' }).click();
  await notice.getByRole('button', { name: '同意并继续' }).click();
  await expect(page.getByText('发票一经开具无法撤销，请确认信息无误后提交').last()).toBeVisible();
  await page.getByRole('button', { name: '确认提交' }).click();
  // The code was never sent: the server refuses it, and the photos went only after the consent.
  await expect(page.getByText(/验证码(已失效|错误)/).last()).toBeVisible();
  expect(submits()).toBe(1);
});
