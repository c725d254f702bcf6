import { fillNumber, logInAgent, PHOTO_PNG, signAgreement } from '../support/agent.ts';
import { blockingViolations, PHONE_375 } from '../support/axe.ts';
import { expect, test } from '../support/consent.ts';
import { findLayoutProblems, PHONE_320 } from '../support/layout-problems.ts';

// 钱进 (A10002, system 4) opens 16610000025 (a free offer of system 4 without the joint photo),
// a number no other journey uses. The agent photographs the customer's ID card at the real-name
// step; the sandbox reader fills its demo card (it reads no image), the agent corrects the name,
// confirms, and the opening's identity check runs on what was confirmed.
const PHONE = '16610000025';

test('the agent photographs the ID card, the reader fills the name and ID number, and the agent confirms them', async ({ page }) => {
  await logInAgent(page, 'A10002');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, PHONE);
  await expect(page.getByRole('heading', { name: '畅享流量29元套餐（免预存）' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await signAgreement(page);
  await expect(page.getByRole('button', { name: '去实名' })).toBeVisible();

  const reading = page.getByRole('region', { name: '身份证识别' });
  await reading.getByRole('button', { name: '识别身份证' }).click();
  await expect(page.getByText('请先拍摄身份证人像面')).toBeVisible();
  await reading.getByLabel('拍摄身份证人像面').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(reading.getByRole('img', { name: '身份证人像面预览' })).toBeVisible();
  await reading.getByRole('button', { name: '识别身份证' }).click();
  // The consent is agreed to (support/consent.ts); the sandbox answers its demo card and says so.
  await expect(reading.getByText('沙箱环境不识别图片，已填入演示身份证的信息，请核对后确认。')).toBeVisible();
  await expect(reading.getByRole('textbox', { name: '姓名' })).toHaveValue('王小明');
  await expect(reading.getByRole('textbox', { name: '身份证号' })).toHaveValue('440106199001011234');

  await page.setViewportSize(PHONE_375);
  expect(await blockingViolations(page, '/OpenCard (ID card reading)')).toEqual([]);
  await page.setViewportSize(PHONE_320);
  expect(await findLayoutProblems(page)).toEqual([]);

  // The fields stay the agent's to correct: here the customer is not the demo card's holder (whom
  // other journeys open numbers for), and the opening's identity check runs on what is confirmed.
  await reading.getByRole('textbox', { name: '姓名' }).fill('赵一鸣');
  await reading.getByRole('textbox', { name: '身份证号' }).fill('110101199507150016');
  await reading.getByRole('button', { name: '确认身份信息' }).click();
  await expect(reading.getByRole('status')).toHaveText('已核对：赵一鸣 的身份信息可以办理本号码。');
  expect(await findLayoutProblems(page)).toEqual([]);
});
