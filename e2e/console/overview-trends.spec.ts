import { findStartOfChinaMonth, formatChinaDate } from '@hall/contract/china-time';
import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe.ts';
import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 概览 › 近30天趋势 over the demo's history: every chart's card, the totals of the seeded top-ups,
// exchange and binding, the amount chart's day as its text alternative reads it, the charts drawn,
// and no serious accessibility violation once the section has loaded.

test.use(DESKTOP_CONSOLE);

const CHART_TITLES = ['充值笔数', '充值金额（元）', '签到与积分兑换', '新绑定号码', '业务申请（按类型）', '审核结果', '渠道开户', '通知发送（按渠道）'];

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

  const firstOfMonth = formatChinaDate(findStartOfChinaMonth(new Date()));
  const amounts = page.getByRole('table', { name: '充值金额（元）（近30天每日，单位：元）' });
  await expect(amounts.getByRole('row')).toHaveCount(31);
  await expect(amounts.getByRole('row', { name: new RegExp(`^${firstOfMonth} (?!0\\.00$)[\\d.]+$`) })).toHaveCount(1);
  await saveScreenshot(page, 'console-overview-trends', { fullPage: true });
  expect(await blockingViolations(page, '概览 近30天趋势')).toEqual([]);
});
