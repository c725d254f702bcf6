import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AuthType } from '@hall/contract/identity/rules';
import type { OperationName } from '@hall/contract/endpoints';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityChecks, sandboxFaceSessions, sandboxSmsOutbox } from '../db/schema.ts';
import type { FaceCheckStart } from '../providers/face-check/face-check.ts';
import { finishFaceCheck } from '../test/face-check.ts';
import { issueRealNameLink } from '../test/real-name-orders.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { openCheckedIdNumber } from './identity-checks.ts';

// Every path that starts a face check must give the provider the person's name and full ID number.
// The provider is replaced by one that records what it is given (and then runs the sandbox as usual).

const SERVER_SOURCE = join(import.meta.dirname, '..');
const ZHANGWEI = { name: '张伟', idNumber: '110105199003071234', phone: '17012340001' };
const LINA = { name: '李娜', idNumber: '440106198811204321', phone: '17012340002' };
const LIUYANG = { name: '刘洋', idNumber: '510107200001018765', phone: '17012340004' };
const SUNLI = { name: '孙丽', idNumber: '320102199409094567', phone: '17012340008' };
const PIN = '123456';

let api: TestApp;
const recorded: FaceCheckStart[] = [];
let zhangwei: string;
let newcomer: string;
let visitor: string;
let liuyang: string;

beforeAll(async () => {
  api = await createTestApp();
  const faceCheck = api.deps.providers.faceCheck;
  const sandboxStart = faceCheck.start.bind(faceCheck);
  faceCheck.start = async (options) => {
    recorded.push(options);
    return sandboxStart(options);
  };
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  newcomer = await api.logInAs(DemoUser.UNBOUND);
  visitor = await api.logInAs(DemoUser.UNBOUND_VISITOR);
  liuyang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
});
afterAll(() => api.close());

/** Every `identityChecks.start(` in the server source, as "file › enclosing function or handler". */
function findStartCallSites(): string[] {
  const files = (readdirSync(SERVER_SOURCE, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/') && !file.startsWith('faults/'),
  );
  const sites: string[] = [];
  for (const file of files) {
    const lines = readFileSync(join(SERVER_SOURCE, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!/identityChecks\.start\(/.test(line)) {
        return;
      }
      const enclosing = lines
        .slice(0, index)
        .reverse()
        .map((earlier) => /(?:function\s+(\w+)|^\s+([A-Z_]+): async)/.exec(earlier))
        .find((match) => match !== null);
      sites.push(`${relative(SERVER_SOURCE, join(SERVER_SOURCE, file))} › ${enclosing?.[1] ?? enclosing?.[2] ?? '?'}`);
    });
  }
  return sites.sort();
}

interface StartCase {
  operation: OperationName;
  /** The call site the operation reaches. */
  site: string;
  /** Starts the check as the page does; answers whom the provider must have been given. */
  start: () => Promise<{ body: { code: number; msg: string; data?: unknown }; person: { name: string; idNumber: string } }>;
}

async function passTransferOut(): Promise<{ orderNo: string; code: string }> {
  const started = await api.call('TRANS_ACCT_S', { idCard: ZHANGWEI.idNumber, name: ZHANGWEI.name, consent: true, returnUrl: '/transAcctSForm' }, zhangwei);
  const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
  await finishFaceCheck(api, url);
  const form = await api.call('TRANS_ACCT_S_FORM', { biz_no: bizNo, reason: '转给家人', mobilePhone: ZHANGWEI.phone, phonePassword: PIN }, zhangwei);
  expect(form, form.msg).toMatchObject({ code: 1 });
  const [sms] = await api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, ZHANGWEI.phone)).orderBy(desc(sandboxSmsOutbox.id)).limit(1);
  return { orderNo: (form.data as { orderNo: string }).orderNo, code: /过户验证码为([A-Z0-9]{6})/.exec(sms?.text ?? '')?.[1] ?? '' };
}

const START_CASES: StartCase[] = [
  {
    operation: 'QUERY_PHONE',
    site: 'features/identity/identity.module.ts › QUERY_PHONE',
    start: async () => ({
      body: await api.call('QUERY_PHONE', { idCardNumber: '071234', name: ZHANGWEI.name, consent: true, returnUrl: '/card' }, zhangwei),
      person: ZHANGWEI,
    }),
  },
  {
    operation: 'QUERY_PHONE',
    site: 'features/identity/identity.module.ts › QUERY_PHONE',
    start: async () => ({
      body: await api.call(
        'QUERY_PHONE',
        { idCardNumber: '071234', name: ZHANGWEI.name, authType: AuthType.CALL_DIVERT, consent: true, returnUrl: '/calldivertOrder' },
        zhangwei,
      ),
      person: ZHANGWEI,
    }),
  },
  {
    operation: 'FACE_AUTH_ACCOUNT_BIND',
    site: 'features/account/account.service.ts › startFaceAccountCheck',
    start: async () => ({
      body: await api.call(
        'FACE_AUTH_ACCOUNT_BIND',
        { mobilePhone: LINA.phone, idCardNumber: '204321', name: LINA.name, consent: true, returnUrl: '/AccountBind' },
        newcomer,
      ),
      person: LINA,
    }),
  },
  {
    operation: 'CHANGE_CARD',
    site: 'features/sim/sim.service.ts › startSimReplacementCheck',
    start: async () => ({
      body: await api.call(
        'CHANGE_CARD',
        { idCard: ZHANGWEI.idNumber.toLowerCase(), name: ZHANGWEI.name, consent: true, returnUrl: '/changeCardForm' },
        zhangwei,
      ),
      person: ZHANGWEI,
    }),
  },
  {
    operation: 'NEW_INVOICE_OCR',
    site: 'features/invoices/e-invoice.service.ts › startInvoiceFaceCheck',
    start: async () => ({
      body: await api.call('NEW_INVOICE_OCR', { serviceId: '17012340005', consent: true, returnUrl: '/invoicenoCode' }, zhangwei),
      person: ZHANGWEI,
    }),
  },
  {
    operation: 'CLOSE_ACCONT',
    site: 'features/applications/application-filing.ts › startOwnerCheck',
    start: async () => ({
      body: await api.call(
        'CLOSE_ACCONT',
        { mobilePhone: ZHANGWEI.phone, idCard: ZHANGWEI.idNumber, name: ZHANGWEI.name, consent: true, returnUrl: '/cancelForm' },
        zhangwei,
      ),
      person: ZHANGWEI,
    }),
  },
  {
    operation: 'TRANS_ACCT_S',
    site: 'features/applications/application-filing.ts › startOwnerCheck',
    start: async () => ({
      body: await api.call('TRANS_ACCT_S', { idCard: ZHANGWEI.idNumber, name: ZHANGWEI.name, consent: true, returnUrl: '/transAcctSForm' }, zhangwei),
      person: ZHANGWEI,
    }),
  },
  {
    operation: 'REAL_NAME',
    site: 'features/applications/real-name.service.ts › startRealNameCheck',
    start: async () => ({
      body: await api.call('REAL_NAME', { mobilePhone: LIUYANG.phone, consent: true, returnUrl: '/realName' }, liuyang),
      person: LIUYANG,
    }),
  },
  {
    operation: 'PERSON_TRANS_ACCT_T',
    site: 'features/applications/real-name.service.ts › startRealNameCheck',
    start: async () => ({
      body: await api.call('PERSON_TRANS_ACCT_T', { serviceId: LINA.phone, consent: true, returnUrl: '/PersonageRealNameForm' }, visitor),
      person: LINA,
    }),
  },
  {
    operation: 'NEW_TRANS_ACCT_T',
    site: 'features/applications/real-name.service.ts › startRealNameCheck',
    start: async () => {
      const orderId = await issueRealNameLink(api, SUNLI.phone);
      return { body: await api.call('NEW_TRANS_ACCT_T', { id: orderId, consent: true, returnUrl: '/realNameLinkForm' }), person: SUNLI };
    },
  },
  {
    // The receiver enters their own name and ID with the order number and code.
    operation: 'TRANS_ACCT_T',
    site: 'features/applications/transfer.service.ts › startTransferIn',
    start: async () => {
      const order = await passTransferOut();
      const receiver = { receiverName: '陈晨', receiverIdCard: '11010519491231002X' };
      const body = await api.call(
        'TRANS_ACCT_T',
        { ...receiver, idCard: order.orderNo, name: order.code, consent: true, returnUrl: '/transAcctTForm' },
        newcomer,
      );
      return { body, person: { name: receiver.receiverName, idNumber: receiver.receiverIdCard } };
    },
  },
];

describe('every face-check start gives the provider the person', () => {
  it('has a case for every call site of identityChecks.start in the server', () => {
    expect([...new Set(START_CASES.map((item) => item.site))].sort()).toEqual([...new Set(findStartCallSites())]);
  });

  for (const item of START_CASES) {
    it(`${item.operation} passes the name and full ID number, kept sealed with the check`, async () => {
      recorded.length = 0;
      const { body, person } = await item.start();
      expect(body, body.msg).toMatchObject({ code: 1 });
      const bizNo = (body.data as { biz_no: string }).biz_no;
      const sent = recorded.find((options) => options.bizNo === bizNo);
      expect(sent).toMatchObject({ ownerName: person.name, idNumber: person.idNumber });
      const [check] = await api.deps.db.select().from(identityChecks).where(eq(identityChecks.bizNo, bizNo));
      expect(check?.idNumberSealed).toMatch(/^v1\./);
      expect(check?.idNumberSealed).not.toContain(person.idNumber);
      expect(openCheckedIdNumber(api.deps.secretKey, check!)).toBe(person.idNumber);
    });
  }

  it('shows the name and masked ID on the sandbox face page', async () => {
    recorded.length = 0;
    const started = await api.call('CHANGE_CARD', { idCard: ZHANGWEI.idNumber, name: ZHANGWEI.name, consent: true, returnUrl: '/changeCardForm' }, zhangwei);
    const page = await api.app.inject({ method: 'GET', url: (started.data as { url: string }).url });
    expect(page.body).toContain('张伟');
    expect(page.body).toContain('1101**********1234');
    expect(page.body).not.toContain(ZHANGWEI.idNumber);
    const [session] = await api.deps.db
      .select()
      .from(sandboxFaceSessions)
      .where(eq(sandboxFaceSessions.bizNo, (started.data as { biz_no: string }).biz_no));
    expect(session?.idNumberMasked).toBe('1101**********1234');
  });
});

let twinAdded = false;
/** Another 李娜 whose ID number ends in the same six characters. */
async function addLinaTwin() {
  if (twinAdded) {
    return;
  }
  twinAdded = true;
  await api.deps.db.execute(sql`create temp table twin as select * from subscribers where phone = ${LINA.phone}`);
  await api.deps.db.execute(sql`update twin set phone = '17012349999', id_number = '440106199901014321'`);
  await api.deps.db.execute(sql`insert into subscribers select * from twin`);
}

describe('last-six forms take the full ID from the one matching owner', () => {
  const queryCard = (idCardNumber: string, name: string) => api.call('QUERY_PHONE', { idCardNumber, name, consent: true, returnUrl: '/card' }, zhangwei);

  it('refuses an identity no owner record has, with the page’s message, and starts nothing', async () => {
    recorded.length = 0;
    expect(await queryCard('999999', ZHANGWEI.name)).toMatchObject({ code: -100, msg: '该身份下没有查询到号卡' });
    expect(
      await api.call(
        'QUERY_PHONE',
        { idCardNumber: '204321', name: LINA.name, authType: AuthType.CALL_DIVERT, consent: true, returnUrl: '/calldivertOrder' },
        zhangwei,
      ),
    ).toMatchObject({ code: -100, msg: '身份信息与机主信息不一致，无法办理呼叫转移' });
    expect(
      await api.call(
        'FACE_AUTH_ACCOUNT_BIND',
        { mobilePhone: LINA.phone, idCardNumber: '071234', name: LINA.name, consent: true, returnUrl: '/AccountBind' },
        newcomer,
      ),
    ).toMatchObject({ code: -100, msg: '绑定失败，未通过身份验证' });
    expect(recorded).toEqual([]);
  });

  it('refuses a name and last six that two different people share, and starts nothing', async () => {
    await addLinaTwin();
    recorded.length = 0;
    expect(await queryCard('204321', LINA.name)).toMatchObject({ code: -100, msg: '该身份下没有查询到号卡' });
    expect(recorded).toEqual([]);
  });
});

describe('Boss.findOwnerIdentity', () => {
  it('answers the one full ID, or why there is none (no match; two people)', async () => {
    const boss = api.deps.boss;
    await expect(boss.findOwnerIdentity({ name: '张伟', idLast6: '000000' })).resolves.toEqual({ found: false, reason: 'noMatch' });
    // Two numbers of the same person are one identity.
    await expect(boss.findOwnerIdentity({ name: '张伟', idLast6: '071234' })).resolves.toEqual({ found: true, idNumber: ZHANGWEI.idNumber });
    await expect(boss.findOwnerIdentity({ name: '张伟', idLast6: '071234', phone: LINA.phone })).resolves.toEqual({ found: false, reason: 'noMatch' });
    await addLinaTwin();
    await expect(boss.findOwnerIdentity({ name: LINA.name, idLast6: '204321' })).resolves.toEqual({ found: false, reason: 'ambiguous' });
    await expect(boss.findOwnerIdentity({ name: LINA.name, idLast6: '204321', phone: LINA.phone })).resolves.toEqual({ found: true, idNumber: LINA.idNumber });
  });
});
