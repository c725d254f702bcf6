import { expect, test, type Page } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** Logs in and waits until the app is back on the page with its token stored. */
async function signIn(page: Page, nickname: string, path: string): Promise<void> {
  await logInAs(page, nickname, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('code'));
}

test("balance, bill, history bill and a month's details", async ({ page }) => {
  await signIn(page, '张伟', '/balance');
  await expect(page.getByRole('figure', { name: '余额构成' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^余额构成：可用余额¥\d+\.\d{2}，本月已消费¥\d+\.\d{2}$/ })).toBeVisible();
  await expect(page.getByText('余额说明')).toBeVisible();
  await page.goto('/bill');
  await expect(page.getByText(/^(早上好|中午好|下午好|晚上好)，您\d+月的话费为\d+\.\d{2}元$/)).toBeVisible();
  await expect(page.getByRole('figure', { name: '费用构成' })).toBeVisible();
  await expect(page.getByText('套餐月费', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'bill', { fullPage: true });
  await page.getByRole('button', { name: '历史账单' }).click();
  await expect(page).toHaveURL(/\/historyBill$/);
  await page
    .getByText(/^\d{4}年\d{1,2}月$/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/billDetails\?date=\d{6}$/);
  await expect(page.getByText(/月的话费为/)).toBeVisible();
});

test('usage: tabs, a used-up bar, the daily pack panel and the rules', async ({ page }) => {
  await signIn(page, '张伟', '/setMeal');
  await expect(page.getByText('标准卡A套餐').first()).toBeVisible();
  await expect(page.getByText('已用完').first()).toBeVisible();
  await expect(page.getByLabel('日包说明')).toContainText('本月已自动订购日包 3 个');
  await expect(page.getByText('0元1M按天')).toHaveCount(0);
  await saveScreenshot(page, 'set-meal', { fullPage: true });
  // The package's tabs, not the 30-day chart's (用量类型), which has tabs of the same names.
  const packageTabs = page.locator('.adm-tabs');
  await packageTabs.getByRole('tab', { name: '语音' }).click();
  await expect(page.getByLabel('国内语音通话')).toBeVisible();
  await packageTabs.getByRole('tab', { name: '短信' }).click();
  await expect(page.getByLabel('国内短信')).toBeVisible();
  await expect(page.getByText(/超出部分按0.25元\/MB收费/)).toBeVisible();
});

test('ordered services: three tabs, status badges and a second page', async ({ page }) => {
  await signIn(page, '张伟', '/orderbusine');
  await expect(page.getByText('生效中').first()).toBeVisible();
  await page.getByRole('tab', { name: '增值业务' }).click();
  await expect(page.getByText('第 1 / 2 页')).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByText('第 2 / 2 页')).toBeVisible();
  await expect(page.getByText('待生效')).toBeVisible();
  await saveScreenshot(page, 'orderbusine', { fullPage: true });
});

// The orders of /orderQuery are the subscriber's own (the caller journey finds its orders there).
test('records and package details', async ({ page }) => {
  await signIn(page, '张伟', '/record');
  for (const status of ['未支付', '充值中', '充值成功', '充值失败，退款中', '充值失败，已退款']) {
    await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
  }
  await page.goto('/mealDetails?id=PKG_STD_A');
  await expect(page.getByText(/标准卡A套餐：月费19元/)).toBeVisible();
});

// The seed holds no openings: an identity no agent opened a card for finds none. The list and the
// details of an audited opening are the opening-audit journey's (agent/opening-audit.spec.ts).
test('card-opening records: validation, and none under an identity no agent opened for', async ({ page }) => {
  await signIn(page, '张伟', '/querySteps');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('请输入您的姓名')).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('请输入身份证号')).toBeVisible();
  await page.getByRole('textbox', { name: '身份证号' }).fill('110105199003071234');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无记录')).toBeVisible();
  await expect(page.getByText('未查询到该身份下的开卡申请')).toBeVisible();
  await saveScreenshot(page, 'query-steps');
});

test('empty states of the query pages', async ({ page }) => {
  await signIn(page, '陈静', '/record');
  await expect(page.getByText('暂无记录')).toBeVisible();
  await page.goto('/orderbusine');
  await page.getByRole('tab', { name: '流量包套餐' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.goto('/setMeal');
  await page.getByRole('tab', { name: '语音' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.goto('/querySteps');
  await page.getByRole('textbox', { name: '姓名' }).fill('陈静');
  await page.getByRole('textbox', { name: '身份证号' }).fill('330106199207073456');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无记录')).toBeVisible();
  await page.goto('/billDetails?date=bad');
  await expect(page.getByText('账单月份有误')).toBeVisible();
});

test('a number that joined this month: no bill yet, no history bills, nothing spent', async ({ page }) => {
  // 林晓 (17012340011) joined this month with the first month free: nothing is billed so far.
  await signIn(page, '林晓', '/bill');
  await expect(page.getByText('暂无账单', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{1,2}月暂无账单$/)).toBeVisible();
  await page.getByRole('button', { name: '历史账单' }).click();
  await expect(page).toHaveURL(/\/historyBill$/);
  await expect(page.getByText('暂无历史账单')).toBeVisible();
  await page.goto('/balance');
  await expect(page.getByRole('img', { name: '余额构成：可用余额¥50.00，本月已消费¥0.00' })).toBeVisible();
  // No journey orders anything for this number.
  await page.goto('/orderQuery');
  await expect(page.getByText('暂无记录')).toBeVisible();
});

test('an unbound member is sent to bind from the order query', async ({ page }) => {
  await signIn(page, '访客小周', '/orderQuery');
  await expect(page.getByText('请先绑定手机号').first()).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/PersonalInformation$/);
});

test('card lookup of an identity that owes the promise video shows its QR code', async ({ page }) => {
  await signIn(page, '张伟', '/queryCard');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('062222');
  await page.getByRole('textbox', { name: '姓名' }).fill('周杰');
  const lookup = page.waitForResponse((response) => response.url().endsWith('/api/wechat/queryPhone'));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请继续完成承诺视频')).toBeVisible();
  // The reply names no number: it carries a ticket, which the QR code's page URL holds too.
  const reply = (await (await lookup).json()) as { code: number; data: { ticket?: string } };
  expect(reply.code).toBe(-106);
  expect(JSON.stringify(reply)).not.toContain('17012340009');
  await expect(page.getByRole('img', { name: '承诺视频小程序码' })).toBeVisible();
  await expect(page.getByText('请长按识别图片中的小程序码完成视频上传')).toBeVisible();
  await saveScreenshot(page, 'promise-video');

  // The QR code opens the mini program (sandbox); once the video is recorded the check starts.
  await page.goto(`/sandbox/promise-video?ticket=${encodeURIComponent(reply.data.ticket ?? '')}`);
  await expect(page.getByText('号码 170****0009')).toBeVisible();
  await page.getByRole('button', { name: '录制并上传承诺视频' }).click();
  await expect(page.getByText('上传成功')).toBeVisible();
  await page.goto('/queryCard');
  await page.getByRole('textbox', { name: '身份证号后六位' }).fill('062222');
  await page.getByRole('textbox', { name: '姓名' }).fill('周杰');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
});
