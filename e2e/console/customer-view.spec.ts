import { expect, test } from '../support/consent.ts';
import { chooseOption, DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 客户视图: "I am 张伟, ID ending 071234". The desk finds the person by name and the ID's last six,
// opens their page (both of 张伟's numbers, masked), reveals the ID number with a reason, and an
// auditor sees that reveal, with its reason, in 操作日志. Nothing here changes a number.
const ID_NUMBER = '110105199003071234';
const REASON = '机主来电核对身份';

test.use(DESKTOP_CONSOLE);

test('a desk finds a subscriber by name and ID ending, reveals the ID with a reason, and the reveal shows in 操作日志', async ({ page, browser }) => {
  const serviceDesk = await browser.newContext(DESKTOP_CONSOLE);
  const desk = await serviceDesk.newPage();
  await logInToConsole(desk, 'service', '客服小王');
  await desk.getByRole('menuitem', { name: '客户视图' }).click();
  await desk.getByLabel('机主姓名').fill('张伟');
  await desk.getByLabel('证件号后6位').fill('071234');
  await desk.getByRole('button', { name: '查找' }).click();
  const results = desk.getByRole('region', { name: '查找结果' });
  await expect(results.getByText('张*（1101**********1234）')).toBeVisible();
  await expect(results.getByText(/170\*\*\*\*0001/)).toBeVisible();
  await expect(results.getByText(/170\*\*\*\*0005/)).toBeVisible();
  await results.getByRole('link', { name: '查看 张* 的客户视图' }).click();

  await expect(desk).toHaveURL(/\/console\/customers\?phone=\d{11}$/);
  await expect(desk.getByText('名下号码（2）')).toBeVisible();
  await expect(desk.getByText(ID_NUMBER)).toHaveCount(0);
  await desk.getByRole('button', { name: '查看完整证件号码' }).click();
  const dialog = desk.getByRole('dialog', { name: '查看完整证件号码' });
  await dialog.getByLabel('查看原因').fill(REASON);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(desk.getByText(ID_NUMBER)).toBeVisible();
  await saveScreenshot(desk, 'console-customer-view', { fullPage: true });
  // The way back to the search.
  await desk.getByRole('button', { name: '返回查找' }).click();
  await expect(desk.getByLabel('机主姓名')).toBeVisible();
  await serviceDesk.close();

  await logInToConsole(page, 'auditor', '审核员小陈');
  await page.getByRole('menuitem', { name: '操作日志', exact: true }).click();
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  // The action list is long and drawn as it scrolls: the search narrows it to the one.
  await page.getByLabel('操作类型').fill('敏感信息');
  await chooseOption(page, '操作类型', '查看客户敏感信息');
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: REASON });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('客服小王（service）')).toBeVisible();
  await expect(row).toContainText('证件号码');
  await expect(page.getByText(ID_NUMBER)).toHaveCount(0);
});
