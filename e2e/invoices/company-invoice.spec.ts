import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPdfAttachment, readMails, verifyInvoiceNumber } from './invoice-support.ts';

const PHONE = '17012340008';
const EMAIL = 'finance@xinghe.example.com';

test('company invoice: add the title from a search, choose it, special VAT e-invoice mailed with its PDF', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessQuery');
  await verifyInvoiceNumber(page, PHONE);
  await page
    .getByRole('list', { name: '未开票月份' })
    .getByRole('listitem')
    .first()
    .getByLabel(/^选择\d{4}年\d{2}月$/)
    .click();
  await page.getByRole('button', { name: '去开票' }).click();
  await expect(page).toHaveURL(/\/submitInvoice$/);

  await page.getByText('单位', { exact: true }).click();
  await page.getByRole('textbox', { name: '接收邮箱' }).fill(EMAIL);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请先选择公司信息').last()).toBeVisible();
  await page.getByText('请选择或添加公司信息').click();

  await expect(page).toHaveURL(/\/addsite\?select=1$/);
  await expect(page.getByText('暂无记录')).toBeVisible();
  const search = page.getByRole('searchbox').or(page.getByPlaceholder('请输入公司名称搜索')).first();
  await search.fill('星 河');
  await search.press('Enter');
  await expect(page.getByText('公司名称格式不正确（最少3个字，最多100个字）').last()).toBeVisible();
  await search.fill('星河 科技');
  await search.press('Enter');
  await expect(page.getByText('暂无公司信息，请添加').last()).toBeVisible();
  const form = page.getByRole('dialog', { name: '添加公司信息' });
  await expect(form.getByRole('textbox', { name: '公司名称' })).toHaveValue('星河科技');
  await form.getByRole('textbox', { name: '公司名称' }).fill('广州星河科技有限公司');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写纳税人识别号').last()).toBeVisible();
  await form.getByRole('textbox', { name: '纳税人识别号' }).fill('91440101ma5xinghe1');
  await expect(form.getByRole('textbox', { name: '纳税人识别号' })).toHaveValue('91440101MA5XINGHE1');
  await form.getByRole('textbox', { name: '地址' }).fill('广州市天河区珠江新城');
  await saveScreenshot(page, 'company-form');
  await form.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/submitInvoice$/);
  await expect(page.getByText('广州星河科技有限公司')).toBeVisible();
  await expect(page.getByText('税号：91440101MA5XINGHE1')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '接收邮箱' })).toHaveValue(EMAIL);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请选择发票类型').last()).toBeVisible();
  await page.getByText('电子发票（增值税专用发票）').click();
  await saveScreenshot(page, 'submit-company');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/billing$/, { timeout: 20_000 });

  const mails = await readMails(page, EMAIL);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain('电子发票（增值税专用发票）');
  expect(mails[0]?.body).toContain('发票抬头：广州星河科技有限公司');
  await expectPdfAttachment(page, mails[0]);
});

test('company titles: search, add, edit and delete with confirmation', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessQuery');
  await verifyInvoiceNumber(page, '17012340007');
  await page.goto('/addsite');
  await expect(page.getByText('暂无记录')).toBeVisible();
  const titles = page.getByRole('list', { name: '公司信息' });
  for (const [name, tin] of [
    ['广州星河科技有限公司', '91440101MA5XINGHE1'],
    ['深圳云帆贸易有限公司', '91440300MA5CLOUD01'],
  ]) {
    await page.getByRole('button', { name: '添加公司信息' }).click();
    const addForm = page.getByRole('dialog', { name: '添加公司信息' });
    await addForm.getByRole('textbox', { name: '公司名称' }).fill(name ?? '');
    await addForm.getByRole('textbox', { name: '纳税人识别号' }).fill(tin ?? '');
    await addForm.getByRole('button', { name: '保存' }).click();
    await expect(titles.getByText(name ?? '')).toBeVisible();
  }
  await expect(titles.getByRole('listitem')).toHaveCount(2);

  const search = page.getByPlaceholder('请输入公司名称搜索');
  await search.fill('云帆 贸易');
  await search.press('Enter');
  await expect(titles.getByRole('listitem')).toHaveCount(1);
  await search.fill('');
  await search.press('Enter');
  await expect(titles.getByRole('listitem')).toHaveCount(2);

  const cloud = titles.getByRole('listitem', { name: '深圳云帆贸易有限公司' });
  await cloud.getByRole('button', { name: '编辑' }).click();
  const editForm = page.getByRole('dialog', { name: '编辑公司信息' });
  await expect(editForm.getByRole('textbox', { name: '纳税人识别号' })).toHaveValue('91440300MA5CLOUD01');
  await editForm.getByRole('textbox', { name: '开户银行' }).fill('招商银行深圳分行');
  await editForm.getByRole('button', { name: '保存' }).click();
  await expect(cloud.getByText('招商银行深圳分行')).toBeVisible();

  await cloud.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('确定删除“深圳云帆贸易有限公司”吗？删除后不可恢复')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(titles.getByRole('listitem')).toHaveCount(2);
  await cloud.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(titles.getByRole('listitem')).toHaveCount(1);
  await saveScreenshot(page, 'company-titles');
});
