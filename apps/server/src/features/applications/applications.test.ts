import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles, applications, identityChecks, realNameOrders, sandboxSmsOutbox } from '../../db/schema.ts';
import { openCheckedIdNumber } from '../../platform/identity-checks.ts';
import { openSealedData } from '../../platform/sealed-data.ts';
import { issueRealNameLink } from '../../test/real-name-orders.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let zhangwei: string;
let newcomer: string;
let visitor: string;
let liuyang: string;
let wangfang: string;
/** Real-name links customer service issued for 刘洋's and 孙丽's numbers. */
let liuyangLinkId: string;
let sunliLinkId: string;

const PIN = '123456';
const PNG_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ZHANGWEI = { phone: '17012340001', idCard: '110105199003071234', name: '张伟' };
const LIUYANG = { phone: '17012340004', idCard: '510107200001018765', name: '刘洋' };
/** The transfer receiver's own identity, entered before their face check (owns no demo number). */
const RECEIVER = { receiverName: '陈晨', receiverIdCard: '11010519491231002X' };

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  newcomer = await api.logInAs(DemoUser.UNBOUND);
  visitor = await api.logInAs(DemoUser.UNBOUND_VISITOR);
  liuyang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
  wangfang = await api.logInAs(DemoUser.BOUND_OWING);
  liuyangLinkId = await issueRealNameLink(api, '17012340004');
  sunliLinkId = await issueRealNameLink(api, '17012340008');
});
afterAll(() => api.close());

/** Decides the sandbox face check as the person on the face page would. */
async function decideFace(url: string, result: 'passed' | 'failed') {
  const ref = new URL(url, 'http://test').searchParams.get('ref') ?? '';
  return api.app.inject({ method: 'POST', url: '/sandbox/face/decide', payload: { ref, result } });
}

async function expectStarted(body: { code: number; msg: string; data?: unknown }) {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as { biz_no: string; url: string };
}

async function passCancellationCheck(token = zhangwei, person = ZHANGWEI) {
  const started = await expectStarted(
    await api.call('CLOSE_ACCONT', { mobilePhone: person.phone, idCard: person.idCard, name: person.name, consent: true, returnUrl: '/cancelForm' }, token),
  );
  await decideFace(started.url, 'passed');
  return started.biz_no;
}

const cancelForm = (bizNo: string) => ({
  biz_no: bizNo,
  reason: '不再使用',
  mobilePhone: ZHANGWEI.phone,
  phonePassword: PIN,
  sparePhone: '13900001111',
  refundType: 2,
  accountName: '张伟',
  accountBank: '中国银行北京分行',
  bankCard: '6216600000000001234',
});

async function readLatestSms(phone: string) {
  const rows = await api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone)).orderBy(desc(sandboxSmsOutbox.id)).limit(1);
  return rows[0]?.text ?? '';
}

describe('CLOSE_ACCONT', () => {
  it('starts the UNSET_ACCONT check for the bound number of its owner', async () => {
    const started = await expectStarted(
      await api.call('CLOSE_ACCONT', { ...ZHANGWEI, mobilePhone: ZHANGWEI.phone, consent: true, returnUrl: '/cancelForm' }, zhangwei),
    );
    expect(started.url).toMatch(/^\/sandbox\/face\?ref=/);
    expect(await api.call('RESULT_QUERY', { biz_no: started.biz_no }, zhangwei)).toMatchObject({ code: -100 });
  });

  it('refuses empty fields with the spec messages, another number and another identity', async () => {
    const base = { mobilePhone: ZHANGWEI.phone, idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/cancelForm' };
    expect(await api.call('CLOSE_ACCONT', { ...base, mobilePhone: '' }, zhangwei)).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await api.call('CLOSE_ACCONT', { ...base, mobilePhone: '12345678901' }, zhangwei)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('CLOSE_ACCONT', { ...base, idCard: '' }, zhangwei)).toMatchObject({ code: -100, msg: '请输入身份证信息' });
    expect(await api.call('CLOSE_ACCONT', { ...base, name: '' }, zhangwei)).toMatchObject({ code: -100, msg: '请输入您的姓名' });
    expect(await api.call('CLOSE_ACCONT', { ...base, mobilePhone: '17012340005' }, zhangwei)).toMatchObject({
      code: -100,
      msg: '只能为当前绑定的手机号办理',
    });
    expect(await api.call('CLOSE_ACCONT', { ...base, name: '李四' }, zhangwei)).toMatchObject({ code: -100, msg: '身份信息与机主登记信息不一致' });
  });

  it('needs a bound number (-102) and a login (-101)', async () => {
    const base = { mobilePhone: ZHANGWEI.phone, idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/cancelForm' };
    expect(await api.call('CLOSE_ACCONT', base, newcomer)).toMatchObject({ code: -102 });
    expect(await api.call('CLOSE_ACCONT', base)).toMatchObject({ code: -101 });
  });
});

describe('ACCOUNT_BANK', () => {
  it('accepts the owner name and refuses another', async () => {
    expect(await api.call('ACCOUNT_BANK', { accountName: '张伟' }, zhangwei)).toMatchObject({ code: 1, data: { isOwnerName: true } });
    expect(await api.call('ACCOUNT_BANK', { accountName: '李四' }, zhangwei)).toMatchObject({ code: -100, msg: '开户人姓名须与机主姓名一致' });
    expect(await api.call('ACCOUNT_BANK', { accountName: '' }, zhangwei)).toMatchObject({ code: -100, msg: '请填写开户人姓名' });
  });
});

describe('ACCOUNT_FORM', () => {
  it('answers every spec message for a bad form', async () => {
    const form = cancelForm('BZunknown');
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: '' }, '请填写拆机原因'],
      [{ mobilePhone: '' }, '请填写拆机号码'],
      [{ mobilePhone: '1701234000' }, '请输入正确的手机号'],
      [{ phonePassword: '' }, '请填写服务密码'],
      [{ refundType: 0 }, '请选择是否退费'],
      [{ accountName: '' }, '请填写开户人姓名'],
      [{ accountBank: '' }, '请填写开户行'],
      [{ bankCard: '' }, '请输入账号'],
      [{ bankCard: '12ab' }, '请输入正确的银行卡号'],
      // The spare phone belongs to the refund block: required there, after the bank details.
      [{ sparePhone: undefined }, '请输入正确的备用手机号'],
      [{ sparePhone: '' }, '请输入正确的备用手机号'],
      [{ sparePhone: '12000000000' }, '请输入正确的备用手机号'],
    ];
    for (const [change, message] of cases) {
      expect(await api.call('ACCOUNT_FORM', { ...form, ...change }, zhangwei)).toMatchObject({ code: -100, msg: message });
    }
  });

  it('refuses a failed or unknown check, a wrong password and a refund account of another name', async () => {
    const started = await expectStarted(
      await api.call(
        'CLOSE_ACCONT',
        { mobilePhone: ZHANGWEI.phone, idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/cancelForm' },
        zhangwei,
      ),
    );
    await decideFace(started.url, 'failed');
    expect(await api.call('ACCOUNT_FORM', cancelForm(started.biz_no), zhangwei)).toMatchObject({ code: -998, msg: '身份核验失败，请重试' });
    expect(await api.call('ACCOUNT_FORM', cancelForm('BZnotacheck'), zhangwei)).toMatchObject({ code: -998 });
    const bizNo = await passCancellationCheck();
    expect(await api.call('ACCOUNT_FORM', { ...cancelForm(bizNo), phonePassword: '000000' }, zhangwei)).toMatchObject({
      code: -100,
      msg: '服务密码错误，还可尝试2次',
    });
    expect(await api.call('ACCOUNT_FORM', { ...cancelForm(bizNo), accountName: '李四' }, zhangwei)).toMatchObject({
      code: -100,
      msg: '开户人姓名须与机主姓名一致',
    });
    // Refusals before the check is used leave it usable.
    expect(await api.call('ACCOUNT_FORM', cancelForm(bizNo), zhangwei)).toMatchObject({ code: 1 });
  });

  it('stores the application pending review with the bank details sealed, once', async () => {
    const stored = await api.deps.db
      .select()
      .from(applications)
      .where(and(eq(applications.kind, 'cancel'), eq(applications.phone, ZHANGWEI.phone)));
    expect(stored).toHaveLength(1);
    const application = stored[0];
    expect(application).toMatchObject({ status: 'pending', phone: ZHANGWEI.phone, reviewReason: null });
    expect(application?.form).toMatchObject({ reason: '不再使用', refundType: 2, sparePhone: '13900001111' });
    expect(application?.sealedData).not.toContain('6216600000000001234');
    expect(openSealedData(api.deps.secretKey, application?.sealedData ?? '')).toMatchObject({ bankCard: '6216600000000001234' });
    // The same check cannot be used twice, and a second application waits for the first.
    expect(await api.call('ACCOUNT_FORM', cancelForm(application?.bizNo ?? ''), zhangwei)).toMatchObject({ code: -100 });
    expect(
      await api.call(
        'CLOSE_ACCONT',
        { mobilePhone: ZHANGWEI.phone, idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/cancelForm' },
        zhangwei,
      ),
    ).toMatchObject({ code: -100, msg: '您的销户申请正在审核中，请耐心等待' });
  });

  it('accepts a cancellation without refund (no bank details)', async () => {
    // 王芳's number owes: paid first, as an owing number cannot be cancelled (cancellation-money.test.ts).
    await api.deps.boss.creditBalance({ phone: '17012340003', amountFen: 1560, reference: 'applications-test:wangfang' });
    const started = await expectStarted(
      await api.call(
        'CLOSE_ACCONT',
        { mobilePhone: '17012340003', idCard: '310104199512125678', name: '王芳', consent: true, returnUrl: '/cancelForm' },
        wangfang,
      ),
    );
    await decideFace(started.url, 'passed');
    const body = await api.call(
      'ACCOUNT_FORM',
      { biz_no: started.biz_no, reason: '出国', mobilePhone: '17012340003', phonePassword: PIN, refundType: 1 },
      wangfang,
    );
    expect(body).toMatchObject({ code: 1, data: { status: 'pending' } });
    // Without a refund no spare phone is asked for, and none is kept.
    const [stored] = await api.deps.db.select().from(applications).where(eq(applications.phone, '17012340003')).orderBy(desc(applications.id)).limit(1);
    expect(stored?.form).toEqual({ reason: '出国', refundType: 1 });
  });
});

describe('APPLICATION_STATUS', () => {
  it('shows the latest application with its status and the review reason', async () => {
    expect(await api.call('APPLICATION_STATUS', { kind: 'cancel' }, zhangwei)).toMatchObject({
      code: 1,
      data: { application: { kind: 'cancel', status: 'pending', reason: null, phone: '170****0001' } },
    });
    await api.deps.db
      .update(applications)
      .set({ status: 'failed', reviewReason: '银行卡信息有误', reviewedAt: new Date() })
      .where(eq(applications.phone, ZHANGWEI.phone));
    expect(await api.call('APPLICATION_STATUS', { kind: 'cancel' }, zhangwei)).toMatchObject({
      data: { application: { status: 'failed', reason: '银行卡信息有误' } },
    });
    expect(await api.call('APPLICATION_STATUS', { kind: 'transferIn' }, visitor)).toMatchObject({ code: 1, data: { application: null } });
    expect(await api.call('APPLICATION_STATUS', { kind: 'other' }, zhangwei)).toMatchObject({ code: -100, msg: '申请类型无效' });
  });
});

let transferOrderNo = '';
let transferCode = '';

describe('TRANS_ACCT_S', () => {
  it('starts the TRANS_ACCT_S check for the owner of the bound number', async () => {
    const started = await expectStarted(
      await api.call('TRANS_ACCT_S', { idCard: ZHANGWEI.idCard, name: '张伟', consent: true, returnUrl: '/transAcctSForm' }, zhangwei),
    );
    expect(started.url).toContain('/sandbox/face');
  });

  it('refuses missing fields and another identity', async () => {
    expect(await api.call('TRANS_ACCT_S', { idCard: '', name: '张伟', consent: true, returnUrl: '/transAcctSForm' }, zhangwei)).toMatchObject({
      msg: '请输入身份证信息',
    });
    expect(await api.call('TRANS_ACCT_S', { idCard: ZHANGWEI.idCard, name: '', consent: true, returnUrl: '/transAcctSForm' }, zhangwei)).toMatchObject({
      msg: '请输入您的姓名',
    });
    expect(await api.call('TRANS_ACCT_S', { idCard: '440106198811204321', name: '张伟', consent: true, returnUrl: '/transAcctSForm' }, zhangwei)).toMatchObject(
      {
        code: -100,
        msg: '身份信息与机主登记信息不一致',
      },
    );
    expect(await api.call('TRANS_ACCT_S', { idCard: ZHANGWEI.idCard, name: '张伟', consent: true, returnUrl: '/x' }, newcomer)).toMatchObject({ code: -102 });
  });
});

describe('TRANS_ACCT_S_FORM', () => {
  it('answers the spec messages and the 3-8 second-digit rule', async () => {
    const form = { biz_no: 'BZx', reason: '转给家人', mobilePhone: ZHANGWEI.phone, phonePassword: PIN };
    expect(await api.call('TRANS_ACCT_S_FORM', { ...form, reason: '' }, zhangwei)).toMatchObject({ msg: '请填写过户原因' });
    expect(await api.call('TRANS_ACCT_S_FORM', { ...form, mobilePhone: '' }, zhangwei)).toMatchObject({ msg: '请填写过户号码' });
    expect(await api.call('TRANS_ACCT_S_FORM', { ...form, mobilePhone: '19912340001' }, zhangwei)).toMatchObject({ msg: '请输入正确的手机号' });
    expect(await api.call('TRANS_ACCT_S_FORM', { ...form, phonePassword: '' }, zhangwei)).toMatchObject({ msg: '请填写服务密码' });
  });

  it('stores the transfer and sends the order number and code to the number', async () => {
    const started = await expectStarted(
      await api.call('TRANS_ACCT_S', { idCard: ZHANGWEI.idCard, name: '张伟', consent: true, returnUrl: '/transAcctSForm' }, zhangwei),
    );
    await decideFace(started.url, 'passed');
    const form = { biz_no: started.biz_no, reason: '转给家人', mobilePhone: ZHANGWEI.phone, phonePassword: PIN };
    expect(await api.call('TRANS_ACCT_S_FORM', { ...form, mobilePhone: '17012340005' }, zhangwei)).toMatchObject({
      msg: '号码与身份核验的号码不一致',
    });
    expect(await api.call('TRANS_ACCT_S_FORM', { ...form, phonePassword: '999999' }, zhangwei)).toMatchObject({ msg: expect.stringMatching(/^服务密码错误/) });
    const body = await api.call('TRANS_ACCT_S_FORM', form, zhangwei);
    expect(body).toMatchObject({ code: 1, data: { status: 'pending', sentTo: '170****0001', sentBy: 'sms' } });
    const { orderNo } = body.data as { orderNo: string };
    const sms = await readLatestSms(ZHANGWEI.phone);
    expect(sms).toContain(orderNo);
    transferOrderNo = orderNo;
    transferCode = /过户验证码为([A-Z0-9]{6})/.exec(sms)?.[1] ?? '';
    expect(transferCode).toHaveLength(6);
    expect(await api.call('TRANS_ACCT_S_FORM', form, zhangwei)).toMatchObject({ code: -100 });
  });
});

let receiverBizNo = '';

describe('TRANS_ACCT_T', () => {
  it('refuses empty, wrong and own codes', async () => {
    const returnUrl = '/transAcctTForm';
    expect(await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: '', name: transferCode, returnUrl, consent: true }, newcomer)).toMatchObject({
      msg: '请填写过户单号',
    });
    expect(await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: transferOrderNo, name: '', returnUrl, consent: true }, newcomer)).toMatchObject({
      msg: '请填写过户验证码',
    });
    expect(await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: transferOrderNo, name: 'ZZZZZZ', returnUrl, consent: true }, newcomer)).toMatchObject({
      msg: '过户单号或验证码错误',
    });
    expect(await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: 'GH0000', name: transferCode, returnUrl, consent: true }, newcomer)).toMatchObject({
      msg: '过户单号或验证码错误',
    });
    expect(await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: transferOrderNo, name: transferCode, returnUrl, consent: true }, zhangwei)).toMatchObject({
      msg: '不能接收本人发起的过户',
    });
  });

  it("refuses a receiver identity that is missing, malformed or the number's current owner", async () => {
    const order = { idCard: transferOrderNo, name: transferCode, returnUrl: '/transAcctTForm', consent: true };
    expect(await api.call('TRANS_ACCT_T', { ...order, ...RECEIVER, receiverName: '' }, newcomer)).toMatchObject({ code: -100, msg: '请填写姓名' });
    expect(await api.call('TRANS_ACCT_T', { ...order, ...RECEIVER, receiverIdCard: '' }, newcomer)).toMatchObject({ code: -100, msg: '请输入身份证号' });
    expect(await api.call('TRANS_ACCT_T', { ...order, ...RECEIVER, receiverIdCard: '1101051990' }, newcomer)).toMatchObject({
      code: -100,
      msg: '请输入正确的身份证号',
    });
    const asOwner = { ...order, receiverName: ZHANGWEI.name, receiverIdCard: ZHANGWEI.idCard.toLowerCase() };
    expect(await api.call('TRANS_ACCT_T', asOwner, newcomer)).toMatchObject({ code: -100, msg: '不能接收本人名下的号码' });
  });

  it('accepts the order number and code in any case and starts the receiver check', async () => {
    const started = await expectStarted(
      await api.call(
        'TRANS_ACCT_T',
        { ...RECEIVER, idCard: transferOrderNo.toLowerCase(), name: transferCode.toLowerCase(), consent: true, returnUrl: '/transAcctTForm' },
        newcomer,
      ),
    );
    receiverBizNo = started.biz_no;
    // The receiver is checked as the person they entered; the order number is kept in its own column.
    const [check] = await api.deps.db.select().from(identityChecks).where(eq(identityChecks.bizNo, started.biz_no));
    expect(check).toMatchObject({ ownerName: RECEIVER.receiverName, idHint: '31002X', transferOrderNo });
    expect(check && openCheckedIdNumber(api.deps.secretKey, check)).toBe(RECEIVER.receiverIdCard);
    await decideFace(started.url, 'passed');
  });
});

describe('UP_LOAD_CARD', () => {
  it('refuses images that are not what they claim, too large or for a check not of this member', async () => {
    expect(await api.call('UP_LOAD_CARD', { image: '', biz_no: receiverBizNo }, newcomer)).toMatchObject({ msg: '电子签名不能为空' });
    const fakePng = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    expect(await api.call('UP_LOAD_CARD', { image: fakePng, biz_no: receiverBizNo }, newcomer)).toMatchObject({
      code: -100,
      msg: '图片格式错误，请上传PNG或JPEG图片',
    });
    const large = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1.6 * 1024 * 1024)]).toString('base64')}`;
    expect(await api.call('UP_LOAD_CARD', { image: large, biz_no: receiverBizNo }, newcomer)).toMatchObject({ code: -100 });
    expect(await api.call('UP_LOAD_CARD', { image: PNG_SIGNATURE, biz_no: receiverBizNo }, visitor)).toMatchObject({
      msg: '核验流水号无效，请重新发起过户接收',
    });
  });

  it('keeps the signature and the ID-and-SIM photo privately with the check', async () => {
    expect(await api.call('UP_LOAD_CARD', { image: PNG_SIGNATURE, biz_no: receiverBizNo, agreementVersion: 1 }, newcomer)).toMatchObject({
      code: 1,
      data: { isUploaded: true },
    });
    expect(await api.call('UP_LOAD_CARD', { image: PNG_SIGNATURE, biz_no: receiverBizNo, fileKind: 'photo' }, newcomer)).toMatchObject({ code: 1 });
    const files = await api.deps.db.select().from(applicationFiles).where(eq(applicationFiles.bizNo, receiverBizNo));
    expect(files.map((file) => file.kind).sort()).toEqual(['photo', 'signature']);
    expect(files[0]).toMatchObject({ mimeType: 'image/png' });
  });
});

describe('TRANS_ACCT_T_FORM', () => {
  it('answers the contact phone messages', async () => {
    expect(await api.call('TRANS_ACCT_T_FORM', { biz_no: receiverBizNo, sparePhone: '' }, newcomer)).toMatchObject({ msg: '请填写联系号码' });
    expect(await api.call('TRANS_ACCT_T_FORM', { biz_no: receiverBizNo, sparePhone: '19912345678' }, newcomer)).toMatchObject({
      msg: '请输入正确的联系手机号',
    });
  });

  it('stores the receipt and takes the transfer order; a second receiver cannot use the consumed code', async () => {
    const body = await api.call('TRANS_ACCT_T_FORM', { biz_no: receiverBizNo, sparePhone: '13800138000' }, newcomer);
    expect(body).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect(
      await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: transferOrderNo, name: transferCode, consent: true, returnUrl: '/transAcctTForm' }, visitor),
    ).toMatchObject({
      code: -100,
      msg: '该过户单已被接收，验证码已失效',
    });
    expect(await api.call('APPLICATION_STATUS', { kind: 'transferIn' }, newcomer)).toMatchObject({
      data: { application: { status: 'pending', phone: '170****0001' } },
    });
  });

  it('needs the signature first', async () => {
    // A fresh order from another initiator, received without a signature.
    const started = await expectStarted(
      await api.call('TRANS_ACCT_S', { idCard: LIUYANG.idCard, name: '刘洋', consent: true, returnUrl: '/transAcctSForm' }, liuyang),
    );
    await decideFace(started.url, 'passed');
    const sent = await api.call('TRANS_ACCT_S_FORM', { biz_no: started.biz_no, reason: '转让', mobilePhone: LIUYANG.phone, phonePassword: PIN }, liuyang);
    const { orderNo } = sent.data as { orderNo: string };
    const code = /过户验证码为([A-Z0-9]{6})/.exec(await readLatestSms(LIUYANG.phone))?.[1] ?? '';
    const receiver = await expectStarted(
      await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: orderNo, name: code, consent: true, returnUrl: '/transAcctTForm' }, visitor),
    );
    await decideFace(receiver.url, 'passed');
    expect(await api.call('TRANS_ACCT_T_FORM', { biz_no: receiver.biz_no, sparePhone: '13800138000' }, visitor)).toMatchObject({
      msg: '请先完成电子签名',
    });
  });

  it('locks an order after five wrong codes', async () => {
    const started = await expectStarted(
      await api.call('TRANS_ACCT_S', { idCard: '310104199512125678', name: '王芳', consent: true, returnUrl: '/transAcctSForm' }, wangfang),
    );
    await decideFace(started.url, 'passed');
    const sent = await api.call('TRANS_ACCT_S_FORM', { biz_no: started.biz_no, reason: '转让', mobilePhone: '17012340003', phonePassword: PIN }, wangfang);
    const { orderNo } = sent.data as { orderNo: string };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: orderNo, name: 'AAAAAA', consent: true, returnUrl: '/transAcctTForm' }, visitor);
    }
    const code = /过户验证码为([A-Z0-9]{6})/.exec(await readLatestSms('17012340003'))?.[1] ?? '';
    expect(await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: orderNo, name: code, consent: true, returnUrl: '/transAcctTForm' }, visitor)).toMatchObject({
      msg: '验证码错误次数过多，请联系过户发起人重新申请',
    });
  });
});

describe('REAL_NAME', () => {
  it('starts the REAL_NAME check for the bound number only', async () => {
    await expectStarted(await api.call('REAL_NAME', { mobilePhone: LIUYANG.phone, consent: true, returnUrl: '/realName' }, liuyang));
    expect(await api.call('REAL_NAME', { mobilePhone: ZHANGWEI.phone, consent: true, returnUrl: '/realName' }, liuyang)).toMatchObject({
      msg: '只能为当前绑定的手机号办理',
    });
    expect(await api.call('REAL_NAME', { mobilePhone: '', consent: true, returnUrl: '/realName' }, liuyang)).toMatchObject({ msg: '请输入手机号' });
  });
});

describe('GET_PHONE_BY_ID', () => {
  it('answers the masked number of a link order, without a login', async () => {
    expect(await api.call('GET_PHONE_BY_ID', { id: liuyangLinkId })).toMatchObject({ code: 1, data: { serviceId: '170****0004' } });
    expect(await api.call('GET_PHONE_BY_ID', { id: '' })).toMatchObject({ msg: '未获取到订单号，请重新进行扫码激活！' });
    expect(await api.call('GET_PHONE_BY_ID', { id: 'noid' })).toMatchObject({ msg: '订单不存在，请重新扫码' });
  });

  it('never looks up an id shorter than the random ones (a date-and-sequence id is answered as unknown)', async () => {
    const [order] = await api.deps.db.select().from(realNameOrders).where(eq(realNameOrders.id, sunliLinkId));
    if (!order) {
      throw new Error('the link order is missing');
    }
    const guessable = '20250101000001';
    await api.deps.db.insert(realNameOrders).values({ ...order, id: guessable });
    expect(await api.call('GET_PHONE_BY_ID', { id: guessable })).toMatchObject({ code: -100, msg: '订单不存在，请重新扫码' });
    expect(await api.call('NEW_TRANS_ACCT_T', { id: guessable, consent: true, returnUrl: '/realNameLinkForm' })).toMatchObject({
      code: -100,
      msg: '订单不存在，请重新扫码',
    });
    await api.deps.db.delete(realNameOrders).where(eq(realNameOrders.id, guessable));
  });
});

let linkBizNo = '';

describe('NEW_TRANS_ACCT_T', () => {
  it("starts a member-less check for the number of the link's order", async () => {
    const started = await expectStarted(await api.call('NEW_TRANS_ACCT_T', { id: liuyangLinkId, consent: true, returnUrl: '/realNameLinkForm' }));
    linkBizNo = started.biz_no;
    expect(await api.call('NEW_TRANS_ACCT_T', { id: '', consent: true, returnUrl: '/realNameLinkForm' })).toMatchObject({
      msg: '未获取到订单号，请重新进行扫码激活！',
    });
    expect(await api.call('NEW_TRANS_ACCT_T', { id: 'A'.repeat(22), consent: true, returnUrl: '/realNameLinkForm' })).toMatchObject({
      msg: '订单不存在，请重新扫码',
    });
    await decideFace(started.url, 'passed');
  });

  it('takes no number from the caller: a number alone starts nothing', async () => {
    expect(await api.call('NEW_TRANS_ACCT_T', { serviceId: '17012340004', consent: true, returnUrl: '/realNameLinkForm' })).toMatchObject({
      code: -100,
      msg: '未获取到订单号，请重新进行扫码激活！',
    });
  });
});

describe('NEW_GET_IMG_PATH', () => {
  it('answers the masked identity and the city of the IP', async () => {
    expect(await api.call('NEW_GET_IMG_PATH', { biz_no: linkBizNo })).toMatchObject({
      code: 1,
      data: { biz_no: linkBizNo, phone: '170****0004', name: '刘*', idCard: '5101**********8765', cityCode: '200', cityName: '广州' },
    });
    const fromOutside = await api.call('NEW_GET_IMG_PATH', { biz_no: linkBizNo }, undefined, '8.8.8.8');
    expect(fromOutside).toMatchObject({ code: 1, data: { cityCode: '360' } });
  });

  it("never answers a member's own check to the public, nor a failed one", async () => {
    const memberCheck = await expectStarted(await api.call('REAL_NAME', { mobilePhone: LIUYANG.phone, consent: true, returnUrl: '/realName' }, liuyang));
    await decideFace(memberCheck.url, 'passed');
    expect(await api.call('NEW_GET_IMG_PATH', { biz_no: memberCheck.biz_no })).toMatchObject({ code: -998 });
    const failed = await expectStarted(await api.call('NEW_TRANS_ACCT_T', { id: sunliLinkId, consent: true, returnUrl: '/realNameLinkForm' }));
    await decideFace(failed.url, 'failed');
    expect(await api.call('NEW_GET_IMG_PATH', { biz_no: failed.biz_no })).toMatchObject({ code: -998, msg: '身份核验失败，请重试' });
  });
});

describe('NEW_TRANS_ACCT_T_FORM', () => {
  it('answers the contact messages and refuses another order', async () => {
    const form = { biz_no: linkBizNo, sparePhone: '13800138000', id: liuyangLinkId, cityName: '广州' };
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', { ...form, sparePhone: '' })).toMatchObject({ msg: '请填写联系号码' });
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', { ...form, sparePhone: '19900000000' })).toMatchObject({ msg: '请输入正确的联系手机号' });
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', { ...form, id: sunliLinkId })).toMatchObject({ msg: '订单与核验的号码不一致' });
  });

  it("submits the order once, in the city of the server's IP lookup whatever the page says", async () => {
    const form = { biz_no: linkBizNo, sparePhone: '13800138000', id: liuyangLinkId, cityName: '北京' };
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', form)).toMatchObject({ code: 1, data: { status: 'pending' } });
    const [stored] = await api.deps.db.select().from(applications).where(eq(applications.bizNo, linkBizNo));
    expect(stored?.form).toMatchObject({ cityCode: '200', cityName: '广州' });
    expect(await api.call('GET_PHONE_BY_ID', { id: liuyangLinkId })).toMatchObject({ msg: '该订单已提交实名资料，请勿重复提交' });
    expect(await api.call('NEW_TRANS_ACCT_T_FORM', form)).toMatchObject({ code: -100 });
  });
});

let personalBizNo = '';

describe('PERSON_TRANS_ACCT_T', () => {
  it('starts the personal check with a token', async () => {
    const started = await expectStarted(
      await api.call('PERSON_TRANS_ACCT_T', { serviceId: '17012340002', consent: true, returnUrl: '/PersonageRealNameForm' }, visitor),
    );
    personalBizNo = started.biz_no;
    await decideFace(started.url, 'passed');
    expect(await api.call('PERSON_TRANS_ACCT_T', { serviceId: '', consent: true, returnUrl: '/PersonageRealNameForm' }, visitor)).toMatchObject({
      msg: '手机号不可为空',
    });
    expect(await api.call('PERSON_TRANS_ACCT_T', { serviceId: '17012340002', consent: true, returnUrl: '/PersonageRealNameForm' })).toMatchObject({
      code: -101,
    });
  });
});

describe('CHECK_NAME', () => {
  it("checks the name and ID against the number's owner", async () => {
    expect(await api.call('CHECK_NAME', { biz_no: personalBizNo, name: '李娜', idCard: '44010619881120' }, visitor)).toMatchObject({
      msg: '请输入正确的身份证号',
    });
    expect(await api.call('CHECK_NAME', { biz_no: personalBizNo, name: '张三', idCard: '440106198811204321' }, visitor)).toMatchObject({
      msg: '姓名或身份证号与登记信息不一致',
    });
    expect(await api.call('CHECK_NAME', { biz_no: personalBizNo, name: '李娜', idCard: '440106198811204321' }, visitor)).toMatchObject({
      code: 1,
      data: { isMatched: true },
    });
  });
});

describe('PERSON_TRANS_ACCT_T_FORM', () => {
  it('needs the name check, then stores the application once', async () => {
    const other = await expectStarted(
      await api.call('PERSON_TRANS_ACCT_T', { serviceId: '17012340008', consent: true, returnUrl: '/PersonageRealNameForm' }, liuyang),
    );
    await decideFace(other.url, 'passed');
    expect(await api.call('PERSON_TRANS_ACCT_T_FORM', { biz_no: other.biz_no, sparePhone: '13800138000' }, liuyang)).toMatchObject({
      msg: '请先完成姓名和身份证号校验',
    });
    expect(await api.call('PERSON_TRANS_ACCT_T_FORM', { biz_no: personalBizNo, sparePhone: '' }, visitor)).toMatchObject({ msg: '请填写联系号码' });
    expect(await api.call('PERSON_TRANS_ACCT_T_FORM', { biz_no: personalBizNo, sparePhone: '13800138000' }, visitor)).toMatchObject({
      code: 1,
      data: { status: 'pending' },
    });
    expect(await api.call('PERSON_TRANS_ACCT_T_FORM', { biz_no: personalBizNo, sparePhone: '13800138000' }, visitor)).toMatchObject({
      code: -100,
    });
    expect(await api.call('APPLICATION_STATUS', { kind: 'realName' }, visitor)).toMatchObject({
      data: { application: { status: 'pending', phone: '170****0002' } },
    });
  });
});
