import { formatChinaDateTime } from '@hall/contract/china-time';
import { InvoiceStatus } from '@hall/contract/invoices/rules';
import { formatYuan } from '@hall/contract/money';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AppDeps } from '../../deps.ts';
import { maskPhone } from '../../platform/masking.ts';
import { listHeldNumbers } from '../../platform/member-numbers.ts';
import { findMember } from './personal-info.repository.ts';
import { readPersonalInfo } from './personal-info.service.ts';
import { listBillItems, listInvoices, listOwnComplaints, listOwnPosts, listServiceOrders, listTopUps, readPoints } from './copy.repository.ts';

// The copy itself: a ZIP of JSON files of the member's own data, read when the job runs. The
// centre's sections come from the same reader as /personalInfo (kinds and dates of material, never
// its content; numbers masked); the rest is per number the member holds now, and the posts and
// complaints they wrote. Nothing is read by anything but the member's id or those numbers.

const RECHARGE_STATUS_TEXT: Record<number, string> = {
  [RechargeStatus.UNPAID]: '未支付',
  [RechargeStatus.RECHARGING]: '充值中',
  [RechargeStatus.SUCCESS]: '充值成功',
  [RechargeStatus.REFUNDING]: '退款中',
  [RechargeStatus.REFUNDED]: '已退款',
};
const INVOICE_STATUS_TEXT: Record<number, string> = {
  [InvoiceStatus.NOT_INVOICED]: '未开票',
  [InvoiceStatus.INVOICING]: '开票中',
  [InvoiceStatus.INVOICED]: '已开票',
  [InvoiceStatus.FAILED]: '开票失败',
};

const time = (instant: Date | null) => (instant ? formatChinaDateTime(instant) : null);
const yuan = (fen: number) => formatYuan(fen);

/** What README.txt says each file holds. */
function readmeText(numberCount: number, generatedAt: Date): string {
  return [
    '个人信息副本',
    `生成时间：${formatChinaDateTime(generatedAt)}（北京时间）`,
    '',
    '本压缩包是您在本营业厅的个人信息副本，各文件为 JSON 格式（UTF-8 编码），可用任意文本编辑器或程序读取。',
    '手机号码已部分隐藏；证件照片、签名等材料只列出种类和日期，不含内容；不含银行卡信息和证件号码。金额单位为元，时间为北京时间。',
    '',
    'profile.json          会员资料：昵称、是否设置头像、关怀模式、成为会员的时间',
    'numbers.json          您名下的号码和每次绑定、解绑的记录',
    'consents.json         您同意过的个人信息处理告知（用途、告知版本、时间）',
    'identity-checks.json  您做过的身份核验（用途、结果、时间）',
    'materials.json        您上传或提供过的材料（种类和日期，不含内容）',
    'applications.json     您提交的业务申请（销户、过户、实名补登记、补换卡等）及其状态',
    'posts.json            您在留言板发表的留言',
    'complaints.json       您提交的投诉及回复',
    'retention.json        以上各类信息的来源和保存期限',
    `numbers/<序号>/       您现在名下的每个号码（共${numberCount}个）各一个文件夹：`,
    '  number.json         号码（部分隐藏）和绑定时间',
    '  bills.json          账单明细（按账期）',
    '  top-ups.json        您为该号码充值的记录',
    '  orders.json         该号码办理的业务订单',
    '  points.json         积分余额、积分明细和积分兑换',
    '  invoices.json       您为该号码申请的发票（不含购买方银行和税号信息）',
    '',
    '如对副本内容有疑问，请联系客服。',
  ].join('\n');
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** Builds the ZIP of the member's copy from what the database holds now. */
export async function buildCopyArchive(deps: AppDeps, memberId: number): Promise<Buffer> {
  const { db } = deps;
  const generatedAt = deps.now();
  const member = await findMember(db, memberId);
  const info = await readPersonalInfo(deps, { id: memberId, nickname: member?.nickname ?? '' });
  const held = await listHeldNumbers(db, memberId);
  const phones = held.map((row) => row.phone);
  const [posts, complaints] = await Promise.all([listOwnPosts(db, memberId), listOwnComplaints(db, memberId, phones)]);
  const files: Zippable = {
    'README.txt': strToU8(readmeText(held.length, generatedAt)),
    'profile.json': json(info.profile),
    'numbers.json': json({ numbers: info.numbers, bindingHistory: info.bindingHistory }),
    'consents.json': json(info.consents),
    'identity-checks.json': json(info.identityChecks),
    'materials.json': json(info.materials),
    'applications.json': json(info.applications),
    'retention.json': json(info.retention),
    'posts.json': json(posts.map((post) => ({ ...post, createdAt: time(post.createdAt), hiddenAt: time(post.hiddenAt) }))),
    'complaints.json': json(complaints.map((row) => ({ ...row, createdAt: time(row.createdAt), answeredAt: time(row.answeredAt) }))),
  };
  for (const [index, number] of held.entries()) {
    const { phone } = number;
    const [bills, topUps, orders, points, invoices] = await Promise.all([
      listBillItems(db, phone),
      listTopUps(db, phone, memberId),
      listServiceOrders(db, phone),
      readPoints(db, phone),
      listInvoices(db, phone, memberId),
    ]);
    files[`numbers/${index + 1}`] = {
      'number.json': json({ phone: maskPhone(phone), boundAt: time(number.boundAt) }),
      'bills.json': json(bills.map((row) => ({ billMonth: row.billMonth, item: row.itemName, amountYuan: yuan(row.amountFen) }))),
      'top-ups.json': json(
        topUps.map((row) => ({
          orderNo: row.outTradeNo,
          product: row.productName,
          amountYuan: yuan(row.amountFen),
          status: RECHARGE_STATUS_TEXT[row.status] ?? String(row.status),
          createdAt: time(row.createdAt),
          paidAt: time(row.paidAt),
          refundedAt: time(row.refundedAt),
        })),
      ),
      'orders.json': json(orders.map((row) => ({ ...row, createdAt: time(row.createdAt) }))),
      'points.json': json({
        ...points.account,
        ledger: points.ledger.map((row) => ({ ...row, createdAt: time(row.createdAt) })),
        exchanges: points.exchanges.map((row) => ({
          title: row.title,
          pointsCost: row.pointsCost,
          valueYuan: yuan(row.valueFen),
          createdAt: time(row.createdAt),
        })),
      }),
      'invoices.json': json(
        invoices.map((row) => ({
          months: row.months,
          buyerName: row.buyerName,
          email: row.email,
          amountYuan: yuan(row.amountFen),
          status: INVOICE_STATUS_TEXT[row.status] ?? String(row.status),
          invoiceNumber: row.invoiceNumber,
          createdAt: time(row.createdAt),
          issuedAt: time(row.issuedAt),
        })),
      ),
    };
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: generatedAt }));
}
