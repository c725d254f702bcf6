import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import { CopyMessage } from '@hall/contract/personal-info/rules';
import type { PersonalInfoCopy } from '@hall/contract/personal-info/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFiles,
  applications,
  billItems,
  boardPosts,
  complaints,
  invoices,
  memberActionLog,
  members,
  personalInfoCopies,
  pointsLedger,
  pointsOrders,
  pointsProducts,
  rateLimitCounters,
  rechargeOrders,
  sandboxMailAttachments,
  sandboxMailOutbox,
  sandboxWechatUsers,
  serviceOrders,
  subscribers,
} from '../../db/schema.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testNumberRow } from '../../test/test-numbers.ts';
import { personalInfoCopyJob, prepareCopyNow } from './copy-job.ts';

// 获取副本 (PIPL art. 45, the right to a copy): a ZIP of the member's own data after a type 13
// code, prepared by a job exactly once, mailed or downloaded once; never anything of another member
// with the same kinds of records, never a photo's, a signature's or a bank card's content.

let api: TestApp;
let nextPhone = 17099970000;
const SIGNATURE_CONTENT = 'U0lHTkFUVVJFLUNPUFktQ09OVEVOVA==';
const SEALED_BANK = 'sealed-bank-of-the-copy-member';

interface Member {
  token: string;
  phone: string;
  memberId: number;
  /** A word put in every kind of record of this member, so a copy can be searched for it. */
  marker: string;
}

const ok = <T>(body: Envelope): T => {
  expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
  return body.data as T;
};

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

/** A member holding a number of their own, with one record of every kind a copy holds, each carrying `marker`. */
async function memberWithRecords(marker: string, amountFen: number): Promise<Member> {
  const { db } = api.deps;
  nextPhone += 1;
  const phone = String(nextPhone);
  await db.insert(subscribers).values(testNumberRow(phone, api.deps.now()));
  const openid = `o_test_copy_${phone}`;
  await db.insert(sandboxWechatUsers).values({ openid, nickname: `会员${marker}` });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.9.${nextPhone % 250}.1`));
  ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
  const memberId = member!.id;
  const now = api.deps.now();
  const bizNo = `biz-copy-${phone}`;
  await db.insert(applicationFiles).values({ bizNo, kind: 'signature', memberId, mimeType: 'image/png', contentBase64: SIGNATURE_CONTENT, sizeBytes: 12 });
  await db.insert(applications).values({ applicationNo: `XH-copy-${marker}`, kind: 'cancel', memberId, phone, bizNo, sealedData: SEALED_BANK });
  await db.insert(billItems).values({ phone, billMonth: '202611', itemName: `套餐费${marker}`, amountFen });
  await db
    .insert(rechargeOrders)
    .values({ outTradeNo: `TOPUP${marker}`, phone, memberId, productKind: 'call', productName: `话费${marker}`, amountFen, status: 2 });
  await db
    .insert(serviceOrders)
    .values({ oid: `ORDER${marker}`, phone, name: `业务${marker}`, checkStatus: '审核通过', summary: marker, details: [], createdAt: now });
  await db.insert(pointsLedger).values({ phone, memberId, change: amountFen, kind: 'grant', title: `积分${marker}`, balanceAfter: amountFen });
  await db.insert(pointsProducts).values({ id: 'copy-test-product', name: '兑换品', pointsCost: 10, stock: 100 }).onConflictDoNothing();
  await db.insert(pointsOrders).values({ phone, memberId, productId: 'copy-test-product', title: `兑换${marker}`, pointsCost: 10, valueFen: amountFen });
  await db.insert(invoices).values({
    phone,
    memberId,
    flow: 'monthly',
    titleKind: 0,
    invoiceType: '82',
    buyerName: `抬头${marker}`,
    buyerBankAccount: `6222${marker}`,
    email: `invoice-${marker}@example.com`,
    months: '202611',
    amountFen,
  });
  await db.insert(boardPosts).values({ memberId, authorName: `会员${marker}`, content: `留言${marker}` });
  await db.insert(complaints).values({ memberId, phone, content: `投诉${marker}` });
  return { token, phone, memberId, marker };
}

async function sendCopyCode(member: Member): Promise<string> {
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: member.phone, type: '13' }, member.token, `10.10.${nextPhone % 250}.1`));
  return api.readLatestSmsCode(member.phone);
}

async function askForCopy(member: Member, delivery: 'email' | 'download', email?: string): Promise<Envelope> {
  const code = await sendCopyCode(member);
  return api.call('PERSONAL_INFO_COPY_REQUEST', { code, delivery, ...(email ? { email } : {}) }, member.token);
}

function download(member: Member, copyId: number) {
  return api.app.inject({ method: 'POST', url: endpoints.PERSONAL_INFO_COPY_DOWNLOAD.path, payload: { token: member.token, copyId } });
}

/** Every file of the ZIP as text, by name (folders left out). */
function readArchive(bytes: Uint8Array): Record<string, string> {
  const entries = Object.entries(unzipSync(bytes)).filter(([name]) => !name.endsWith('/'));
  return Object.fromEntries(entries.map(([name, content]) => [name, strFromU8(content)]));
}

const actionsOf = async (memberId: number) =>
  (
    await api.deps.db
      .select({ action: memberActionLog.action })
      .from(memberActionLog)
      .where(eq(memberActionLog.memberId, memberId))
      .orderBy(asc(memberActionLog.id))
  ).map((row) => row.action);

describe('PERSONAL_INFO_COPY_REQUEST and its ZIP', () => {
  it("holds every kind of the member's own records and nothing of another member's similar ones", async () => {
    const mine = await memberWithRecords('甲甲', 1234);
    const theirs = await memberWithRecords('乙乙', 5678);
    await api.deps.db.delete(rateLimitCounters);
    const copy = ok<PersonalInfoCopy>(await askForCopy(mine, 'download'));
    expect(copy).toMatchObject({ delivery: 'download', state: 'downloadable', email: '' });

    const response = await download(mine, copy.id);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = readArchive(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'applications.json',
        'complaints.json',
        'consents.json',
        'identity-checks.json',
        'materials.json',
        'numbers.json',
        'posts.json',
        'profile.json',
        'retention.json',
        'numbers/1/bills.json',
        'numbers/1/invoices.json',
        'numbers/1/number.json',
        'numbers/1/orders.json',
        'numbers/1/points.json',
        'numbers/1/top-ups.json',
      ].sort(),
    );
    expect(files['README.txt']).toContain('bills.json          账单明细');
    expect(JSON.parse(files['profile.json']!)).toMatchObject({ nickname: '会员甲甲' });
    expect(JSON.parse(files['numbers/1/bills.json']!)).toContainEqual({ billMonth: '202611', item: '套餐费甲甲', amountYuan: '12.34' });
    expect(JSON.parse(files['numbers/1/top-ups.json']!)).toEqual([expect.objectContaining({ orderNo: 'TOPUP甲甲', amountYuan: '12.34', status: '充值成功' })]);
    expect(JSON.parse(files['numbers/1/orders.json']!)).toEqual([expect.objectContaining({ oid: 'ORDER甲甲', name: '业务甲甲' })]);
    expect(JSON.parse(files['numbers/1/points.json']!)).toMatchObject({
      ledger: [expect.objectContaining({ title: '积分甲甲' })],
      exchanges: [expect.objectContaining({ title: '兑换甲甲' })],
    });
    expect(JSON.parse(files['numbers/1/invoices.json']!)).toEqual([expect.objectContaining({ buyerName: '抬头甲甲', amountYuan: '12.34' })]);
    expect(JSON.parse(files['posts.json']!)).toEqual([expect.objectContaining({ content: '留言甲甲' })]);
    expect(JSON.parse(files['complaints.json']!)).toEqual([expect.objectContaining({ content: '投诉甲甲' })]);
    expect(
      JSON.parse(files['materials.json']!)
        .map((item: { label: string }) => item.label)
        .sort(),
    ).toEqual(['电子签名', '退费银行卡信息'].sort());
    expect(JSON.parse(files['applications.json']!)).toEqual([expect.objectContaining({ applicationNo: 'XH-copy-甲甲' })]);

    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('乙乙');
    expect(everything).not.toContain('56.78');
    expect(everything).not.toContain(theirs.phone.slice(-4));
    expect(everything).not.toContain(mine.phone);
    expect(everything).not.toContain(SIGNATURE_CONTENT);
    expect(everything).not.toContain(SEALED_BANK);
    expect(everything).not.toContain('6222甲甲');
    expect(await actionsOf(mine.memberId)).toEqual(['copyRequested', 'copyDownloaded']);
    expect(await actionsOf(theirs.memberId)).toEqual([]);
  });

  it('refuses a wrong code and writes no copy', async () => {
    const member = await memberWithRecords('丙丙', 100);
    await sendCopyCode(member);
    expect(await api.call('PERSONAL_INFO_COPY_REQUEST', { code: '000000', delivery: 'download' }, member.token)).toMatchObject({ code: -100 });
    expect(await api.deps.db.select().from(personalInfoCopies).where(eq(personalInfoCopies.memberId, member.memberId))).toEqual([]);
  });

  it('asks for the address of a mailed copy, in Chinese', async () => {
    const member = await memberWithRecords('丁丁', 100);
    const code = await sendCopyCode(member);
    expect(await api.call('PERSONAL_INFO_COPY_REQUEST', { code, delivery: 'email' }, member.token)).toMatchObject({
      code: -100,
      msg: CopyMessage.EMAIL_REQUIRED,
    });
    expect(await api.call('PERSONAL_INFO_COPY_REQUEST', { code, delivery: 'email', email: 'a@b' }, member.token)).toMatchObject({
      code: -100,
      msg: CopyMessage.EMAIL_INVALID,
    });
  });
});

describe('PERSONAL_INFO_COPY_DOWNLOAD', () => {
  it('hands the ZIP once: of two downloads at once, one gets the file and the other a clear refusal', async () => {
    const member = await memberWithRecords('戊戊', 100);
    const copy = ok<PersonalInfoCopy>(await askForCopy(member, 'download'));
    const [first, second] = await Promise.all([download(member, copy.id), download(member, copy.id)]);
    const answers = [first!, second!].map((response) => response.headers['content-type']);
    expect(answers.filter((type) => type === 'application/zip')).toHaveLength(1);
    const refused = [first!, second!].find((response) => response.headers['content-type'] !== 'application/zip');
    expect(refused?.json()).toMatchObject({ code: -100, msg: CopyMessage.NOT_DOWNLOADABLE });
    const [row] = await api.deps.db.select().from(personalInfoCopies).where(eq(personalInfoCopies.id, copy.id));
    expect(row).toMatchObject({ content: null, downloadedAt: expect.any(Date) });
    const { copies } = ok<{ copies: PersonalInfoCopy[] }>(await api.call('PERSONAL_INFO_COPIES', {}, member.token));
    expect(copies.map((item) => item.state)).toEqual(['downloaded']);
    expect(await actionsOf(member.memberId)).toEqual(['copyRequested', 'copyDownloaded']);
  });

  it("refuses another member's copy and a copy past its 7 days, which the list shows as expired", async () => {
    const owner = await memberWithRecords('己己', 100);
    const other = await memberWithRecords('庚庚', 100);
    const copy = ok<PersonalInfoCopy>(await askForCopy(owner, 'download'));
    expect((await download(other, copy.id)).json()).toMatchObject({ code: -100, msg: CopyMessage.NOT_DOWNLOADABLE });
    api.advanceSeconds(7 * 86_400 + 1);
    expect((await download(owner, copy.id)).json()).toMatchObject({ code: -100, msg: CopyMessage.NOT_DOWNLOADABLE });
    const { copies } = ok<{ copies: PersonalInfoCopy[] }>(await api.call('PERSONAL_INFO_COPIES', {}, owner.token));
    expect(copies.map((item) => item.state)).toEqual(['expired']);
  });
});

describe('a mailed copy', () => {
  const mailsTo = (address: string) => api.deps.db.select().from(sandboxMailOutbox).where(eq(sandboxMailOutbox.toAddress, address));

  it('lands in the outbox with the ZIP attached, and the list shows it sent to the masked address', async () => {
    const member = await memberWithRecords('辛辛', 100);
    const copy = ok<PersonalInfoCopy>(await askForCopy(member, 'email', 'copy-owner@example.com'));
    expect(copy).toMatchObject({ delivery: 'email', state: 'mailed' });
    expect(copy.email).not.toBe('copy-owner@example.com');
    const [mail, ...more] = await mailsTo('copy-owner@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('【个人信息副本】您申请的个人信息副本');
    const [attachment] = await api.deps.db.select().from(sandboxMailAttachments).where(eq(sandboxMailAttachments.mailId, mail!.id));
    expect(attachment).toMatchObject({ filename: '个人信息副本.zip', contentType: 'application/zip' });
    const files = readArchive(Buffer.from(attachment!.contentBase64, 'base64'));
    expect(files['posts.json']).toContain('留言辛辛');
    expect(await actionsOf(member.memberId)).toEqual(['copyRequested', 'copyMailed']);
  });

  it('is prepared exactly once however many runs take it at the same time, and one copy is in preparation at a time', async () => {
    const member = await memberWithRecords('壬壬', 100);
    const mailer = api.deps.providers.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('mail server down'));
    let copy: PersonalInfoCopy;
    try {
      copy = ok<PersonalInfoCopy>(await askForCopy(member, 'email', 'once@example.com'));
    } finally {
      mailer.send = send;
    }
    expect(copy.state).toBe('preparing');
    expect(await askForCopy(member, 'download')).toMatchObject({ code: -100, msg: CopyMessage.ONE_AT_A_TIME });

    api.advanceSeconds(3600);
    await Promise.all([
      runDueJobs(api.deps, personalInfoCopyJob, { log: api.app.log }),
      runDueJobs(api.deps, personalInfoCopyJob, { log: api.app.log }),
      prepareCopyNow(api.deps, copy.id, api.app.log),
    ]);
    await runDueJobs(api.deps, personalInfoCopyJob, { log: api.app.log });
    expect(await mailsTo('once@example.com')).toHaveLength(1);
    expect(await actionsOf(member.memberId)).toEqual(['copyRequested', 'copyMailed']);
    const rows = await api.deps.db
      .select()
      .from(personalInfoCopies)
      .where(and(eq(personalInfoCopies.memberId, member.memberId)));
    expect(rows).toHaveLength(1);
    // Once it went, the member may ask again.
    expect(await askForCopy(member, 'download')).toMatchObject({ code: 1 });
  });
});

describe('PERSONAL_INFO_COPIES', () => {
  it('lists nothing for a member who asked for none, and refuses without a login', async () => {
    const member = await memberWithRecords('癸癸', 100);
    expect(ok(await api.call('PERSONAL_INFO_COPIES', {}, member.token))).toEqual({ copies: [] });
    expect(await api.call('PERSONAL_INFO_COPIES', {})).toMatchObject({ code: -101 });
  });
});
