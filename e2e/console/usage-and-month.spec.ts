import { formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import { expect, test, type Page } from '../support/consent.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';

// 林晓 (17012340011) joined this month on 大王卡19元套餐 (40 GB, no messages included, first month
// free) and has no usage profile, so only this journey and the usage alerts journey (2 GB, inside
// the package; it runs before, as every journey does before this one) add usage to it. The journey moves the
// sandbox clock to the next month's 1st, which no journey may see after it (the clock never goes
// back, and a month later the demo's bills, dates and sessions are not what they expect): it is
// tagged @moves-clock, and playwright.config.ts runs that tag in a project after every other one
// (on its own: `npx playwright test -c e2e/playwright.config.ts e2e/console/usage-and-month.spec.ts --no-deps`).
const SUBSCRIBER = { nickname: '林晓', phone: '17012340011' };

const chinaMonth = (monthsAhead: number) => {
  const month = formatChinaMonth(new Date(), -monthsAhead);
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(4, 6)) };
};

async function openOnPhone(page: Page, path: string) {
  await logInAs(page, SUBSCRIBER.nickname, path);
  await page.waitForURL((url) => url.pathname === path && !url.searchParams.has('code'));
}

async function injectInConsole(desk: Page, kind: string, amount: string, otherParty?: string) {
  const card = desk.locator('.ant-card').filter({ hasText: '模拟用量（计费系统接收的使用记录）' });
  await card.getByLabel('用量号码').fill(SUBSCRIBER.phone);
  await card.getByLabel('用量类型').click();
  await desk.locator('.ant-select-item-option').filter({ hasText: kind }).click();
  await card.getByLabel('用量数量').fill(amount);
  if (otherParty) {
    await card.getByLabel('对方号码').fill(otherParty);
  }
  await card.getByRole('button', { name: '上报用量' }).click();
  return card.getByRole('status');
}

test(
  'the console injects usage, the phone sees it, and after the clock moves to the 1st the bill is the new month',
  { tag: '@moves-clock' },
  async ({ page, browser }) => {
    // The monthly run checks once a minute.
    test.setTimeout(180_000);
    await openOnPhone(page, '/setMeal');
    const data = page.locator('.usage-bar').first();
    await expect(data).toContainText('已用');
    const dataBefore = await data.innerText();

    const deskContext = await browser.newContext(DESKTOP_CONSOLE);
    const desk = await deskContext.newPage();
    await logInToConsole(desk, 'service', '客服小王');
    await desk.getByRole('menuitem', { name: '演示步骤' }).click();
    await expect(desk.getByTestId('sandbox-clock')).toBeVisible();

    // 3 GB is inside the package; ten messages are outside it (0.1 yuan each).
    await expect(await injectInConsole(desk, '使用流量（GB）', '3')).toContainText(`已计入：${SUBSCRIBER.phone} 当前余额 ¥50.00，状态：正常`);
    await expect(await injectInConsole(desk, '发送短信（条）', '10', '13800138000')).toContainText(`已计入：${SUBSCRIBER.phone} 当前余额 ¥49.00，状态：正常`);

    await page.reload();
    await expect(data).toContainText('已用');
    expect(await data.innerText()).not.toBe(dataBefore);
    await page.goto('/balance');
    await expect(page.getByRole('img', { name: '余额构成：可用余额¥49.00，本月已消费¥1.00' })).toBeVisible();
    // 账单解读 names the messages' day and links it to the detail; the first month is free, so the forecast is usage alone.
    await page.goto('/bill');
    const today = formatChinaDate(new Date());
    const todayText = `${Number(today.slice(5, 7))}月${Number(today.slice(8, 10))}日`;
    const explanation = page.getByRole('region', { name: '账单解读' });
    await expect(explanation.locator('.bill-explain-summary')).toHaveText(
      `本月到目前已产生 ¥1.00，主要是短信彩信费 ¥1.00（${todayText}起短信超出套餐条数）；套餐月费在月底出账。`,
    );
    await expect(explanation.getByRole('link', { name: `${todayText}起短信超出套餐条数 ›` })).toHaveAttribute(
      'href',
      `/callDetail?month=${formatChinaMonth(new Date())}`,
    );
    await expect(explanation.getByText(/^按目前用量，本月预计 ¥\d+ 左右。$/)).toBeVisible();

    // The clock moves to the 1st; the monthly run closes this month (free: only the messages).
    await desk.getByRole('button', { name: '拨到下月1日 00:05' }).click();
    await desk.getByRole('button', { name: '拨动' }).click();
    await expect(desk.getByText('沙箱时钟已拨到下月1日 00:05')).toBeVisible();
    await deskContext.close();

    const closed = chinaMonth(0);
    const next = chinaMonth(1);
    await expect(async () => {
      await page.goto('/historyBill');
      await expect(page.getByText(`${closed.year}年${closed.month}月`)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 120_000 });
    await page.getByText(`${closed.year}年${closed.month}月`).click();
    await expect(page.getByText(new RegExp(`您${closed.month}月的话费为1\\.00元$`))).toBeVisible();
    await expect(page.getByRole('region', { name: '账单解读' }).locator('.bill-explain-summary')).toHaveText(
      new RegExp(`^这是您入网后的第一张账单，共 ¥1\\.00，${closed.month}月\\d+日入网，首月免月租。$`),
    );
    await page.goto('/bill');
    await expect(page.getByText(`${next.month}月暂无账单`)).toBeVisible();
    await page.goto('/balance');
    await expect(page.getByRole('img', { name: '余额构成：可用余额¥49.00，本月已消费¥0.00' })).toBeVisible();
  },
);
