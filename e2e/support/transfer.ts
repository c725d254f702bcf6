import { expect, type Page } from '@playwright/test';
import { PHOTO_PNG } from './agent.ts';

/** The transfer order number and code from the sandbox outbox, as the owner reads them on the phone. */
export async function readTransferSms(page: Page, phone: string): Promise<{ orderNo: string; code: string }> {
  const response = await page.request.get(`/sandbox/api/sms?phone=${phone}`);
  const body = (await response.json()) as { data: { list: { text: string }[] } };
  const text = body.data.list[0]?.text ?? '';
  const match = /过户单号为(\w+)，过户验证码为(\w{6})/.exec(text);
  if (!match?.[1] || !match[2]) {
    throw new Error(`no transfer SMS for ${phone}: ${text}`);
  }
  return { orderNo: match[1], code: match[2] };
}

/** Draws a signature in the open signature popup. */
export async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByLabel('签名区域');
  // Hovering waits until the popup has finished sliding in; strokes count once the pad is ready.
  await canvas.hover();
  await expect(canvas).toHaveAttribute('aria-busy', 'false');
  const box = await canvas.boundingBox();
  if (!box) {
    throw new Error('no signature canvas');
  }
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 === 0 ? 20 : -20));
  }
  await page.mouse.up();
}

/** Whom a journey's receiver checks as: a made-up person who owns no demo number. */
export const TRANSFER_RECEIVER = { name: '陈晨', idCard: '11010519491231002X', maskedIdCard: '1101**********002X' };

/** The receiver's own ID number and name on /transAcctT step 1. */
export async function fillReceiverIdentity(page: Page, receiver = TRANSFER_RECEIVER): Promise<void> {
  await page.getByRole('textbox', { name: '身份证号' }).fill(receiver.idCard);
  await page.getByRole('textbox', { name: '姓名' }).fill(receiver.name);
}

/** The receiver's photo of the ID card's emblem side with the SIM card, "taken" with the camera input. */
export async function takeIdSimPhoto(page: Page): Promise<void> {
  await page.getByLabel('拍摄身份证与SIM卡合照').setInputFiles({ name: 'id-and-sim.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(page.getByRole('img', { name: '身份证与SIM卡合照预览' })).toBeVisible();
}

/** /transAcctT step 1 to the face page of the receipt: order number, code and receiver, agreement, signature and photo uploaded. */
export async function receiveUntilFaceCheck(page: Page, orderNo: string, code: string): Promise<void> {
  await page.getByRole('textbox', { name: '过户单号' }).fill(orderNo.toLowerCase());
  await page.getByRole('textbox', { name: '过户验证码' }).fill(code.toLowerCase());
  await fillReceiverIdentity(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('document', { name: '入网协议' }).evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(page.getByText('已阅读完毕')).toBeVisible();
  await page.getByText('请您阅读并同意《入网协议》').first().click();
  await page.getByRole('button', { name: '电子签名' }).click();
  await drawSignature(page);
  await page.getByRole('button', { name: '确认' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '已了解' }).click();
  await takeIdSimPhoto(page);
  await page.getByRole('button', { name: '提交并进行人脸识别' }).click();
}
