import { expect, test } from '../support/consent.ts';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 王芳 (17012340003) has ordered the SMS do-not-disturb service and registered 房产中介 (done long
// ago). A message of that industry reaches her number (the console's usage injection stands in for
// the network): it is intercepted, counted on 功能办理 and listed on 拦截记录; a message of another
// industry is delivered.
const SUBSCRIBER = { nickname: '王芳', phone: '17012340003' };

test('a registered industry’s message is intercepted, counted on 功能办理 and listed on 拦截记录', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logInAs(page, SUBSCRIBER.nickname, '/WillRegister');
  await page.getByRole('button', { name: '去登记' }).click();
  await expect(page).toHaveURL(/\/SelectFunction$/);
  const countLine = page.getByText(/^近30天已为您拦截 \d+ 条短信$/);
  await expect(countLine).toBeVisible();
  const before = Number(/拦截 (\d+) 条/.exec(await countLine.innerText())?.[1]);
  // 一站式登记 opens the combined view of the picked number.
  await page.getByText('一站式登记').click();
  await expect(page).toHaveURL(new RegExp(`/NoteRegister/${SUBSCRIBER.phone}$`));
  await expect(page.getByRole('heading', { name: '短信意愿登记' })).toBeVisible();

  const deskContext = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await deskContext.newPage();
  await logInToConsole(desk, 'service', '客服小王');
  await desk.getByRole('menuitem', { name: '演示步骤' }).click();
  const card = desk.locator('.ant-card').filter({ hasText: '模拟用量（计费系统接收的使用记录）' });
  const choose = async (label: string, option: string) => {
    await card.getByLabel(label).click();
    await desk.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
    await expect(card.locator('.ant-select').filter({ has: desk.getByLabel(label) })).toContainText(option);
  };
  await card.getByLabel('用量号码').fill(SUBSCRIBER.phone);
  await choose('用量类型', '接收短信（条）');
  await card.getByLabel('用量数量').fill('1');
  // Without a sender the injection says what is missing.
  await card.getByRole('button', { name: '上报用量' }).click();
  await expect(desk.getByText('请输入发送方号码')).toBeVisible();
  await card.getByLabel('发送方号码').fill('10690008888');
  await choose('短信行业', '房产中介');
  await card.getByRole('button', { name: '上报用量' }).click();
  await expect(card.getByRole('status')).toContainText(`已被短信免打扰或骚扰拦截拦下，未计入：${SUBSCRIBER.phone}`);
  await choose('短信行业', '教育培训');
  await card.getByRole('button', { name: '上报用量' }).click();
  await expect(card.getByRole('status')).toContainText(`已计入：${SUBSCRIBER.phone}`);
  await deskContext.close();

  await page.goto('/SelectFunction');
  await expect(page.getByText(`近30天已为您拦截 ${before + 1} 条短信`)).toBeVisible();
  await page.getByText('拦截记录').click();
  await expect(page).toHaveURL(/\/InterceptionRecords$/);
  await expect(page.getByRole('heading', { name: '拦截记录' })).toBeVisible();
  await expect(page.getByText(`近30天共拦截 ${before + 1} 条短信`)).toBeVisible();
  const newest = page.locator('.adm-list-item').first();
  await expect(newest).toContainText('106****8888');
  await expect(newest).toContainText('房产中介 · 拒收行业');
  await expect(newest).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.getByText('10690008888')).toHaveCount(0);
  await saveScreenshot(page, 'sms-interception-records');
  await expectAccessibleInBothModes(page);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/SelectFunction$/);
});
