import { findStartOfChinaMonth, formatChinaDate } from '@hall/contract/china-time';
import { expect, test, type Locator } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 概览 › 近30天趋势 over the demo's history: every chart's card, the totals of the seeded top-ups,
// exchange and binding, every chart with data as its text alternative (the hidden table of the
// days) reads it, the amount chart's day, the charts drawn, and no serious accessibility
// violation once the section has loaded.

test.use(DESKTOP_CONSOLE);

const CHART_TITLES = ['充值笔数', '充值金额（元）', '签到与积分兑换', '新绑定号码', '业务申请（按类型）', '审核结果', '渠道开户', '通知发送（按渠道）'];

/** Each column's sum over the days, by its header, as the chart's hidden table reads. */
function columnTotals(table: Locator): Promise<Record<string, number>> {
  return table.evaluate((element) => {
    const headers = Array.from(element.querySelectorAll('thead th')).map((cell) => cell.textContent ?? '');
    const totals: Record<string, number> = Object.fromEntries(headers.slice(1).map((header) => [header, 0]));
    for (const row of Array.from(element.querySelectorAll('tbody tr'))) {
      Array.from(row.querySelectorAll('td')).forEach((cell, index) => {
        const header = headers[index + 1] ?? '';
        totals[header] = (totals[header] ?? 0) + Number(cell.textContent ?? '0');
      });
    }
    return totals;
  });
}

test('the overview shows the 30-day trends of the seeded history, with a table of each day', async ({ page }) => {
  await logInToConsole(page, 'admin', '系统管理员');
  const section = page
    .locator('.ant-card')
    .filter({ has: page.getByText('近30天趋势', { exact: true }) })
    .first();
  const card = (title: string) => section.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title').getByText(title, { exact: true }) });
  await expect(card('充值笔数')).toHaveCount(1, { timeout: 30_000 });
  for (const title of CHART_TITLES) {
    await expect(card(title), title).toHaveCount(1);
  }
  // The demo's paid 600M月包 early this month, 张伟's points exchange, and every demo member's binding event.
  await expect(card('充值笔数').getByText(/^合计 [1-9]\d*$/)).toBeVisible();
  await expect(card('充值金额（元）').getByText(/^合计 (?!0\.00$)[\d.]+$/)).toBeVisible();
  await expect(card('签到与积分兑换').getByText(/^合计 [1-9]\d*$/)).toBeVisible();
  await expect(card('新绑定号码').getByText(/^合计 [1-9]\d*$/)).toBeVisible();
  await expect(section.locator('.trend-chart-box canvas').first()).toBeAttached();

  // Every chart has seeded days: no 近30天暂无数据, and its table of the days has a value above 0.
  const totals: Record<string, Record<string, number>> = {};
  for (const title of CHART_TITLES) {
    await expect(card(title).getByText('近30天暂无数据'), title).toHaveCount(0);
    const table = card(title).locator('table');
    await expect(table.locator('tbody tr'), title).toHaveCount(30);
    totals[title] = await columnTotals(table);
    expect(Math.max(...Object.values(totals[title] ?? {})), title).toBeGreaterThan(0);
  }
  // The seeded history's shape: applications of the kinds the demo auditor decided, both decisions,
  // the three demo dealers' openings, and notices sent by both channels.
  for (const kind of ['销户申请', '实名补登记', '补换卡申请']) {
    expect(totals['业务申请（按类型）']?.[kind], kind).toBeGreaterThan(0);
  }
  expect(totals['审核结果']?.['通过']).toBeGreaterThan(0);
  expect(totals['审核结果']?.['驳回']).toBeGreaterThan(0);
  for (const dealer of ['星海通讯天河店', '联星数码城西店', '合作渠道直营店']) {
    expect(totals['渠道开户']?.[dealer], dealer).toBeGreaterThan(0);
  }
  expect(totals['通知发送（按渠道）']?.['短信']).toBeGreaterThan(0);
  expect(totals['通知发送（按渠道）']?.['微信模板消息']).toBeGreaterThan(0);

  const firstOfMonth = formatChinaDate(findStartOfChinaMonth(new Date()));
  const amounts = page.getByRole('table', { name: '充值金额（元）（近30天每日，单位：元）' });
  await expect(amounts.getByRole('row')).toHaveCount(31);
  await expect(amounts.getByRole('row', { name: new RegExp(`^${firstOfMonth} (?!0\\.00$)[\\d.]+$`) })).toHaveCount(1);
  await saveScreenshot(page, 'console-overview-trends', { fullPage: true });
  expect(await blockingViolations(page, '概览 近30天趋势')).toEqual([]);
});
