import { expect, type Page } from '@playwright/test';

/** The demo agents' password: the server's DEMO_AGENT_PASSWORD (its sandbox default unless set). */
export const DEMO_AGENT_PASSWORD = process.env.DEMO_AGENT_PASSWORD ?? 'sandbox-agent-pass';

/** A 1x1 PNG standing in for the camera's joint photo of ID card and card board. */
export const PHOTO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The card number (ICCID) of a demo stock number (see the server's demo data). */
export function cardNumberOf(phone: string): string {
  const serial = phone.slice(-4);
  return `89860${phone.slice(1)}${serial}0`.padEnd(20, '7').slice(0, 20);
}

/** The last seven digits printed on the card of a demo stock number. */
export function lastSevenOfCard(phone: string): string {
  return cardNumberOf(phone).slice(-7);
}

/** Skips the login page's one forced reload (tested on its own), so the captcha stays the same. */
export async function skipLoginReload(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('agentLoginReloaded', '1'));
}

/** Reads the text the captcha image shows, as a person reads it (sandbox outbox). */
export async function readCaptcha(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: '图片验证码' });
  await expect(image).toBeVisible();
  // The server draws (and records) a new captcha when the image loads, not when its address changes.
  // Drawn in a worker thread: on a loaded machine it can take longer than a poll's default 5 s.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  const source = (await image.getAttribute('src')) ?? '';
  const randomStr = new URL(source, 'http://localhost').searchParams.get('randomStr') ?? '';
  let answer = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/sandbox/api/captcha?randomStr=${randomStr}`);
      answer = ((await response.json()) as { data: { answer: string } }).data.answer;
      return answer;
    })
    .not.toBe('');
  return answer;
}

/** Logs an agent in on /login and lands on the agent home (or the page the login returns to). */
export async function logInAgent(page: Page, workNo: string, options: { isAlreadyOnLogin?: boolean; password?: string } = {}): Promise<void> {
  if (!options.isAlreadyOnLogin) {
    await skipLoginReload(page);
    await page.goto('/login');
  }
  await page.getByRole('textbox', { name: '账号' }).fill(workNo);
  await page.getByRole('textbox', { name: '密码' }).fill(options.password ?? DEMO_AGENT_PASSWORD);
  await page.getByRole('textbox', { name: '验证码' }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function closeAlert(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** Step 0: phone and last 7 of the card, then next. */
export async function fillNumber(page: Page, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('textbox', { name: '卡号后7位' }).fill(lastSevenOfCard(phone));
  await page.getByRole('button', { name: '下一步' }).click();
}

/** Step 2: read the agreement to its end, agree, sign, next. */
export async function signAgreement(page: Page): Promise<void> {
  // The text in force is loaded from the server: scroll once it is there.
  await expect(page.getByRole('document', { name: '入网协议全文' }).getByText('—— 协议全文完 ——')).toBeVisible();
  await page.getByRole('document', { name: '入网协议全文' }).evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(page.getByText('已阅读完毕')).toBeVisible();
  await page.getByText('我已阅读并同意《客户入网服务协议》').click();
  const canvas = page.getByLabel('签名区域');
  // Strokes count once the pad's code has loaded and the canvas says it is no longer busy.
  await expect(canvas).toHaveAttribute('aria-busy', 'false');
  const box = await canvas.boundingBox();
  if (!box) {
    throw new Error('no signature canvas');
  }
  await page.mouse.move(box.x + 30, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + 100, { steps: 8 });
  await page.mouse.move(box.x + 160, box.y + 50, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: '下一步' }).click();
}

/** Step 3: the joint photo. */
export async function takePhoto(page: Page): Promise<void> {
  await expect(page.getByText('身份证与卡板合照')).toBeVisible();
  await page.getByLabel('拍摄合照').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(page.getByRole('img', { name: '合照预览' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
}

async function openRealNameService(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: '去实名' })).toBeVisible();
  await page.getByRole('button', { name: '去实名' }).click();
  await expect(page.getByText('实名认证（身份证识别 + 人脸比对）')).toBeVisible();
}

/** Step 4: go to the real-name service, let the customer pass, and see the opening submitted. */
export async function passRealName(page: Page, result: 'passed' | 'face' = 'passed'): Promise<void> {
  await openRealNameService(page);
  await page.getByRole('button', { name: result === 'passed' ? '识别通过并完成人脸比对' : '模拟人脸比对失败' }).click();
}

/** Step 4 for a given customer: the real-name service reads this name and ID number from their card, and the face passes. */
export async function passRealNameAs(page: Page, customer: { name: string; idNumber: string }): Promise<void> {
  await openRealNameService(page);
  await page.getByRole('textbox', { name: '客户姓名' }).fill(customer.name);
  await page.getByRole('textbox', { name: '身份证号' }).fill(customer.idNumber);
  await page.getByRole('button', { name: '识别通过并完成人脸比对' }).click();
}

/** Pays the opening fee from the dealer's fund pool on /OpenPay. */
export async function payFromFundPool(page: Page, amountText: string): Promise<void> {
  await expect(page).toHaveURL(/\/(Vno)?OpenPay$/);
  await expect(page.getByText('资金池支付')).toBeVisible();
  await expect(page.getByText(amountText)).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '继续支付' }).click();
}
