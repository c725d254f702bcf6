import { AgentMessage } from '@hall/contract/agent/rules';
import type { Envelope } from '@hall/contract/codes';
import type { AgentRow, DealerRow, StockProblem } from '@hall/contract/console-dealers/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, auditLog, cardStock, subscribers } from '../../db/schema.ts';
import { callAsAgent, plantCaptcha } from '../../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, TEST_AGENT_PASSWORD, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let admin: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const listDealers = async () => dataOf<{ list: DealerRow[] }>(await callAsStaff(api, 'CONSOLE_DEALERS', admin)).list;
const auditOf = (action: string, subjectId: string) =>
  api.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

async function logIn(workNo: string, password: string): Promise<Envelope> {
  const randomStr = `rs-${workNo}-${Math.random().toString(36).slice(2)}`;
  await plantCaptcha(api, randomStr);
  const session = await callAsAgent(api, 'GET_SESSION', { workNo, Type: '1' });
  if (session.code !== 1) {
    return session;
  }
  const thirdSession = (session.data as { thirdSession: string }).thirdSession;
  return callAsAgent(api, 'AGENT_LOGIN', { workNo, passWord: password, code: 'ab3d', randomStr, thirdSession, type: '1' });
}

const tokenOf = (body: Envelope) => (body.data as { token: string }).token;
const isSignedIn = async (token: string) => (await callAsAgent(api, 'CHECK_WORK_NO_INFO', {}, token)).code === 1;

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());

describe('dealers', () => {
  it('creates a dealer with an empty fund pool, edits it and lists it with agent and stock counts, audited', async () => {
    const created = await callAsStaff(api, 'CONSOLE_CREATE_DEALER', admin, { id: 'D7001', mainId: 'DM700', name: '新渠道', payKind: 1 });
    expect(created).toMatchObject({ code: 1, data: { id: 'D7001', fundPoolFen: 0, payKind: 1, isDisabled: false, agentCount: 0 } });
    expect(await callAsStaff(api, 'CONSOLE_CREATE_DEALER', admin, { id: 'D7001', mainId: 'DM700', name: '重复', payKind: 1 })).toMatchObject({
      code: -100,
      msg: '渠道编号已存在',
    });
    expect(
      await callAsStaff(api, 'CONSOLE_UPDATE_DEALER', admin, { id: 'D7001', name: '新渠道二店', payKind: 2, alertMobile: '', alertThresholdFen: 0 }),
    ).toMatchObject({
      code: 1,
      data: { name: '新渠道二店', payKind: 2 },
    });
    const demo = (await listDealers()).find((dealer) => dealer.id === 'D1001');
    expect(demo?.agentCount).toBe(2);
    expect(demo?.stock.available).toBeGreaterThan(0);
    expect(await auditOf('dealer_create', 'D7001')).toHaveLength(1);
    expect(await auditOf('dealer_update', 'D7001')).toHaveLength(1);
  });

  it('checks the fields in Chinese', async () => {
    expect(await callAsStaff(api, 'CONSOLE_CREATE_DEALER', admin, { id: 'D 1', mainId: 'DM', name: '名称', payKind: 2 })).toMatchObject({
      code: -100,
      msg: '渠道编号只能包含字母、数字、-和_',
    });
    expect(await callAsStaff(api, 'CONSOLE_CREATE_DEALER', admin, { id: 'D7002', mainId: 'DM', name: '名称', payKind: 3 })).toMatchObject({
      code: -100,
      msg: '请选择支付方式',
    });
    expect(
      await callAsStaff(api, 'CONSOLE_UPDATE_DEALER', admin, { id: 'D9999', name: '名称', payKind: 2, alertMobile: '', alertThresholdFen: 0 }),
    ).toMatchObject({ code: -100, msg: '渠道不存在' });
  });

  it('refuses every write to staff without the admin role', async () => {
    const editor = await logInStaff(api, DemoStaff.EDITOR);
    expect(await callAsStaff(api, 'CONSOLE_CREATE_DEALER', editor, { id: 'D7009', mainId: 'DM', name: '名称', payKind: 2 })).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
    expect(await callAsStaff(api, 'CONSOLE_RESET_AGENT_PASSWORD', editor, { workNo: 'A10001' })).toMatchObject({ code: -100, msg: '无权执行此操作' });
  });
});

describe('agents', () => {
  it('creates an agent with a generated password shown once, which logs in; the password is not in the audit log', async () => {
    const body = await callAsStaff(api, 'CONSOLE_CREATE_AGENT', admin, {
      dealerId: 'D1001',
      workNo: 'A19001',
      name: '周新',
      mobile: '13800009001',
      channel: '星海通讯天河店',
      defaultSaleKind: 3,
    });
    expect(body.code).toBe(1);
    const { password } = dataOf<{ password: string }>(body);
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    const [stored] = await api.deps.db.select().from(agents).where(eq(agents.workNo, 'A19001'));
    expect(stored?.passwordHash).not.toContain(password);
    const login = await logIn('A19001', password);
    expect(login).toMatchObject({ code: 1, data: { profile: { workNo: 'A19001', systemId: 4 } } });
    const entries = await auditOf('agent_create', 'A19001');
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]?.detail)).not.toContain(password);
    const list = dataOf<{ list: AgentRow[] }>(await callAsStaff(api, 'CONSOLE_DEALER_AGENTS', admin, { dealerId: 'D1001' })).list;
    expect(list.find((agent) => agent.workNo === 'A19001')).toMatchObject({ name: '周新', isDisabled: false });
    expect(
      await callAsStaff(api, 'CONSOLE_CREATE_AGENT', admin, {
        dealerId: 'D1001',
        workNo: 'A19001',
        name: '周新',
        mobile: '13800009001',
        channel: 'x',
        defaultSaleKind: 1,
      }),
    ).toMatchObject({ code: -100, msg: '工号已存在' });
    expect(
      await callAsStaff(api, 'CONSOLE_CREATE_AGENT', admin, {
        dealerId: 'D1001',
        workNo: 'A19002',
        name: '周新',
        mobile: '13800009001',
        channel: 'x',
        defaultSaleKind: 2,
      }),
    ).toMatchObject({ code: -100, msg: '请选择默认销售类型' });
  });

  it('resetting a password ends the live sessions and only the new password logs in', async () => {
    const token = tokenOf(await logIn('A10002', TEST_AGENT_PASSWORD));
    expect(await isSignedIn(token)).toBe(true);
    const reset = await callAsStaff(api, 'CONSOLE_RESET_AGENT_PASSWORD', admin, { workNo: 'A10002' });
    const { password } = dataOf<{ password: string }>(reset);
    expect(await isSignedIn(token)).toBe(false);
    expect(await logIn('A10002', TEST_AGENT_PASSWORD)).toMatchObject({ code: -100, msg: AgentMessage.WRONG_ACCOUNT });
    expect((await logIn('A10002', password)).code).toBe(1);
    expect(await auditOf('agent_password_reset', 'A10002')).toHaveLength(1);
  });

  it('a disabled agent loses its session and cannot log in until enabled again', async () => {
    const token = tokenOf(await logIn('B20001', TEST_AGENT_PASSWORD));
    expect(await callAsStaff(api, 'CONSOLE_SET_AGENT_DISABLED', admin, { workNo: 'B20001', isDisabled: true })).toMatchObject({
      code: 1,
      data: { isDisabled: true, revokedSessions: 1 },
    });
    expect(await isSignedIn(token)).toBe(false);
    expect(await logIn('B20001', TEST_AGENT_PASSWORD)).toMatchObject({ code: -100, msg: AgentMessage.ACCOUNT_DISABLED });
    await callAsStaff(api, 'CONSOLE_SET_AGENT_DISABLED', admin, { workNo: 'B20001', isDisabled: false });
    expect((await logIn('B20001', TEST_AGENT_PASSWORD)).code).toBe(1);
    expect(await auditOf('agent_disable', 'B20001')).toHaveLength(1);
    expect(await auditOf('agent_enable', 'B20001')).toHaveLength(1);
  });

  it("makes an agent the dealer's manager and back, audited; the agent's profile carries the role at once", async () => {
    const token = tokenOf(await logIn('B20001', TEST_AGENT_PASSWORD));
    const roleOf = async () => ((await callAsAgent(api, 'CHECK_WORK_NO_INFO', {}, token)).data as { role: string }).role;
    expect(await roleOf()).toBe('agent');
    expect(await callAsStaff(api, 'CONSOLE_SET_AGENT_ROLE', admin, { workNo: 'B20001', role: 'manager' })).toMatchObject({
      code: 1,
      data: { workNo: 'B20001', role: 'manager' },
    });
    expect(await roleOf()).toBe('manager');
    const listed = dataOf<{ list: AgentRow[] }>(await callAsStaff(api, 'CONSOLE_DEALER_AGENTS', admin, { dealerId: 'D2001' })).list;
    expect(listed.find((agent) => agent.workNo === 'B20001')?.role).toBe('manager');
    await callAsStaff(api, 'CONSOLE_SET_AGENT_ROLE', admin, { workNo: 'B20001', role: 'agent' });
    expect(await roleOf()).toBe('agent');
    expect((await auditOf('agent_role', 'B20001')).map((entry) => entry.detail)).toEqual([{ role: 'manager' }, { role: 'agent' }]);
    expect(await callAsStaff(api, 'CONSOLE_SET_AGENT_ROLE', admin, { workNo: 'B20001', role: 'owner' })).toMatchObject({ code: -100, msg: '请选择店长或店员' });
    expect(await callAsStaff(api, 'CONSOLE_SET_AGENT_ROLE', admin, { workNo: 'Z99999', role: 'manager' })).toMatchObject({ code: -100, msg: '工号不存在' });
  });

  it("a disabled dealer's agents lose their sessions at the next request and cannot log in", async () => {
    const token = tokenOf(await logIn('P30001', TEST_AGENT_PASSWORD));
    // A session the revocation does not reach (say, one created meanwhile) still stops at the dealer check.
    await callAsStaff(api, 'CONSOLE_SET_DEALER_DISABLED', admin, { id: 'D3001', isDisabled: true });
    expect(await isSignedIn(token)).toBe(false);
    expect(await logIn('P30001', TEST_AGENT_PASSWORD)).toMatchObject({ code: -100, msg: AgentMessage.ACCOUNT_DISABLED });
    expect((await listDealers()).find((dealer) => dealer.id === 'D3001')?.isDisabled).toBe(true);
    await callAsStaff(api, 'CONSOLE_SET_DEALER_DISABLED', admin, { id: 'D3001', isDisabled: false });
    expect((await logIn('P30001', TEST_AGENT_PASSWORD)).code).toBe(1);
  });
});

describe('CONSOLE_IMPORT_STOCK', () => {
  const importCsv = (csv: string, offerId = '1354262', dealerId = 'D2001') => callAsStaff(api, 'CONSOLE_IMPORT_STOCK', admin, { dealerId, offerId, csv });

  it('imports available cards for the dealer and offer, with or without a header, audited', async () => {
    const csv = 'iccid,phone,sale_resource_id\n89860166500000000011,16650000001,\n8986016650000000002,16650000002,VR9002\n';
    expect(await importCsv(csv)).toMatchObject({ code: 1, data: { importedCount: 2, problemCount: 0 } });
    const rows = await api.deps.db.select().from(cardStock).where(eq(cardStock.phone, '16650000002'));
    expect(rows[0]).toMatchObject({ dealerId: 'D2001', offerId: '1354262', status: 'available', saleResourceId: 'VR9002' });
    expect(await importCsv('89860166500000000031,16650000003')).toMatchObject({ code: 1, data: { importedCount: 1 } });
    expect(await auditOf('stock_import', 'D2001')).toHaveLength(2);
    const stock = dataOf<{ counts: { available: number }; list: { phone: string }[] }>(
      await callAsStaff(api, 'CONSOLE_DEALER_STOCK', admin, { dealerId: 'D2001' }),
    );
    expect(stock.list.map((row) => row.phone)).toContain('16650000003');
  });

  it('one bad row imports nothing; the answer names every problem by line', async () => {
    const before = (await api.deps.db.select().from(cardStock)).length;
    const existing = await api.deps.db.select().from(cardStock).limit(1);
    const csv = [
      'iccid,phone',
      '89860166600000000011,16660000001',
      '123,16660000002',
      '89860166600000000031,1666000',
      '89860166600000000011,16660000004',
      `${existing[0]?.iccid},16660000005`,
      '89860166600000000061,16660000001',
      'only-one-column',
    ].join('\n');
    const body = await importCsv(csv);
    expect(body.code).toBe(1);
    const answer = dataOf<{ importedCount: number; problems: StockProblem[] }>(body);
    expect(answer.importedCount).toBe(0);
    expect(answer.problems).toEqual([{ line: 8, message: '每行应为：卡号(ICCID),手机号[,销售资源编号][,PUK码]' }]);
    const rows = dataOf<{ problems: StockProblem[] }>(await importCsv(csv.split('\n').slice(0, 7).join('\n'))).problems;
    expect(rows).toEqual([
      { line: 3, message: '卡号(ICCID)须为19-20位字母或数字' },
      { line: 4, message: '手机号须为11位手机号码' },
      { line: 5, message: '卡号在文件中重复' },
      { line: 7, message: '手机号在文件中重复' },
    ]);
    const inStock = dataOf<{ problems: StockProblem[] }>(await importCsv(`89860166600000000011,16660000001\n${existing[0]?.iccid},16660000005`)).problems;
    expect(inStock).toEqual([{ line: 2, message: '卡号已在库存中' }]);
    expect((await api.deps.db.select().from(cardStock)).length).toBe(before);
  });

  it('refuses numbers in use, an unknown offer or dealer, and an empty or too long file', async () => {
    const [subscriber] = await api.deps.db.select({ phone: subscribers.phone }).from(subscribers).limit(1);
    expect(dataOf<{ problems: StockProblem[] }>(await importCsv(`89860166700000000011,${subscriber?.phone}`)).problems).toEqual([
      { line: 1, message: '手机号已是在网号码' },
    ]);
    expect(await importCsv('89860166700000000011,16670000001', '0000000')).toMatchObject({ code: -100, msg: '开户套餐不存在' });
    expect(await importCsv('89860166700000000011,16670000001', '1354262', 'D9999')).toMatchObject({ code: -100, msg: '渠道不存在' });
    expect(await importCsv('iccid,phone\n\n')).toMatchObject({ code: -100, msg: '文件中没有号码' });
    const tooMany = Array.from({ length: 5001 }, (_, index) => `8986016680000${String(index).padStart(7, '0')},1668${String(index).padStart(7, '0')}`).join(
      '\n',
    );
    expect(await importCsv(tooMany)).toMatchObject({ code: -100, msg: '一次最多导入5000行' });
  });
});
