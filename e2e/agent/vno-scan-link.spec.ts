import { expect, test } from '../support/consent.ts';
import { logInAgent } from '../support/agent.ts';
import { openPhone } from '../support/console.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// The virtual-operator QR mode: the agent makes a card's QR code on the agent home and scans it
// with another phone, where nobody is logged in; the code logs the agent in there once. VR10010004
// (16630000004) is a virtual-operator card of dealer D1001 that no other journey uses.

test('扫码开卡: the agent’s QR code opens the card on a phone without a login, once; scanned again it has expired', async ({ page, browser }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.getByText('生成号卡二维码，用开卡手机扫码开户').click();
  const popup = page.getByRole('dialog', { name: '扫码开卡' });
  await popup.getByRole('textbox', { name: '开户记录编号' }).fill('VR10010004');
  await popup.getByRole('button', { name: '生成二维码' }).click();
  await expect(popup.getByRole('img', { name: '扫码开卡二维码' })).toBeVisible();
  await expect(popup.getByText('10分钟内有效，仅可使用一次', { exact: false })).toBeVisible();
  const link = new URL(((await popup.getByLabel('扫码开卡链接').textContent()) ?? '').trim());
  expect(link.pathname).toBe('/VnoOpenCard');
  expect(link.searchParams.get('pone')).toBe('VR10010004');
  await saveScreenshot(page, 'agent-scan-link');

  const scanner = await openPhone(browser);
  const phone = await scanner.newPage();
  await phone.goto(`${link.pathname}${link.search}`);
  // Logged in by the code: the address keeps only the record id, the number is read-only.
  await expect(phone).toHaveURL(/\/VnoOpenCard\?pone=VR10010004$/, { timeout: 15_000 });
  const number = phone.getByRole('textbox', { name: '手机号' });
  await expect(number).toHaveValue('16630000004');
  await expect(number).toHaveAttribute('readonly', '');
  expect(await phone.evaluate(() => localStorage.getItem('workNo'))).toBe('A10001');

  // The same code on a third phone (a photo of the screen, a forwarded link) logs nobody in.
  const other = await openPhone(browser);
  const otherPhone = await other.newPage();
  await otherPhone.goto(`${link.pathname}${link.search}`);
  await expect(otherPhone).toHaveURL(/\/linkExpired$/, { timeout: 15_000 });
  await expect(otherPhone.getByText('链接已失效，请退出此页面')).toBeVisible();
  expect(await otherPhone.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
  await scanner.close();
  await other.close();
});
