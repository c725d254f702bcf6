import { createHmac } from 'node:crypto';
import { PartnerLinkMessage } from '@hall/contract/agent/rules';
import type { Envelope } from '@hall/contract/codes';
import type { PartnerLinkRow } from '@hall/contract/console-dealers/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_LINK } from '../../seed/demo/agent.ts';
import { auditLog, partnerLinks } from '../../db/schema.ts';
import { callAsAgent, logInAgent } from '../../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkPartnerLink } from './partner-links.ts';

let api: TestApp;
let admin: string;
let nonceCounter = 0;

interface Link {
  channel: string;
  ts: string;
  nonce: string;
  sig: string;
}

/** A link as the partner's site mints it (the rule written out here, independently of the server's code). */
function mintLink(channel: string, secret: string, options: { ageSeconds?: number } = {}): Link {
  const ts = String(Math.floor(api.deps.now().getTime() / 1000) - (options.ageSeconds ?? 0));
  nonceCounter += 1;
  const nonce = `test-nonce-${String(nonceCounter).padStart(6, '0')}-${Math.random().toString(36).slice(2, 10)}`;
  const sig = createHmac('sha256', secret).update(`${channel}|${ts}|${nonce}`).digest('hex');
  return { channel, ts, nonce, sig };
}

const proofOf = (link: Link) => ({ ts: link.ts, nonce: link.nonce, sig: link.sig });

function getTicket(link: Partial<Link> & { channel: string }): Promise<Envelope> {
  return callAsAgent(api, 'GET_SESSION', { workNo: link.channel, Type: 'partner', ts: link.ts, nonce: link.nonce, sig: link.sig });
}

function logInWithTicket(link: Partial<Link> & { channel: string }, thirdSession: string): Promise<Envelope> {
  return callAsAgent(api, 'AGENT_LOGIN', {
    workNo: link.channel,
    passWord: '-',
    code: '0000',
    randomStr: `partner-${Math.random().toString(36).slice(2, 12)}`,
    thirdSession,
    type: 'partner',
    ts: link.ts,
    nonce: link.nonce,
    sig: link.sig,
  });
}

/** The page's two steps: a ticket for the link, then the login with it. */
async function openLink(link: Link): Promise<Envelope> {
  const ticket = await getTicket(link);
  if (ticket.code !== 1) {
    return ticket;
  }
  return logInWithTicket(link, (ticket.data as { thirdSession: string }).thirdSession);
}

/** A login ticket any caller gets for the partner's agent by its work number (GET_SESSION answers every work number). */
async function plainTicket(workNo: string): Promise<string> {
  return ((await callAsAgent(api, 'GET_SESSION', { workNo, Type: '1' })).data as { thirdSession: string }).thirdSession;
}

const refusal = (message: string) => ({ code: -100, msg: message });

function recordingLogger(): { log: FastifyBaseLogger; lines: { level: string; fields: Record<string, unknown>; message: string }[] } {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const write = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  const log = { warn: write('warn'), info: write('info'), error: write('error'), debug: write('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());

describe('partner links: only a link the partner signed logs its agent in', () => {
  it('logs the channel’s agent in once with a fresh signed link, without captcha or password', async () => {
    const link = mintLink('Dx', DEMO_PARTNER_LINK.secret);
    const login = await openLink(link);
    expect(login).toMatchObject({ code: 1, data: { flag: '0000', profile: { workNo: 'P30001' } } });
    const token = (login.data as { token: string }).token;
    expect(await callAsAgent(api, 'CHECK_WORK_NO_INFO', {}, token)).toMatchObject({ code: 1, data: { workNo: 'P30001' } });
  });

  it('refuses the same link a second time (replay), at the ticket and at the login', async () => {
    const link = mintLink('Dx', DEMO_PARTNER_LINK.secret);
    expect(await openLink(link)).toMatchObject({ code: 1 });
    expect(await getTicket(link)).toMatchObject(refusal(PartnerLinkMessage.USED));
    expect(await logInWithTicket(link, await plainTicket('P30001'))).toMatchObject(refusal(PartnerLinkMessage.USED));
  });

  it('lets one of two concurrent uses of a link log in, never both', async () => {
    const link = mintLink('Dx', DEMO_PARTNER_LINK.secret);
    const tickets = await Promise.all([plainTicket('P30001'), plainTicket('P30001'), plainTicket('P30001')]);
    const results = await Promise.all(tickets.map((ticket) => logInWithTicket(link, ticket)));
    expect(results.filter((result) => result.code === 1)).toHaveLength(1);
    expect(results.filter((result) => result.msg === PartnerLinkMessage.USED)).toHaveLength(2);
  });

  it('refuses an unsigned link: the channel prefix alone gives no session', async () => {
    expect(await getTicket({ channel: 'Dx' })).toMatchObject(refusal(PartnerLinkMessage.UNSIGNED));
    expect(await logInWithTicket({ channel: 'Dx' }, await plainTicket('P30001'))).toMatchObject(refusal(PartnerLinkMessage.UNSIGNED));
    const link = mintLink('Dx', DEMO_PARTNER_LINK.secret);
    expect(await openLink({ ...link, sig: 'not-hex' })).toMatchObject(refusal(PartnerLinkMessage.UNSIGNED));
  });

  it('refuses a wrong signature: another secret, a changed timestamp or nonce, or another channel’s link', async () => {
    expect(await openLink(mintLink('Dx', 'a-guessed-secret'))).toMatchObject(refusal(PartnerLinkMessage.BAD_SIGNATURE));
    const link = mintLink('Dx', DEMO_PARTNER_LINK.secret);
    expect(await openLink({ ...link, ts: String(Number(link.ts) + 1) })).toMatchObject(refusal(PartnerLinkMessage.BAD_SIGNATURE));
    expect(await openLink({ ...link, nonce: `${link.nonce}x` })).toMatchObject(refusal(PartnerLinkMessage.BAD_SIGNATURE));
    // The untouched link still works: the refusals used nothing up.
    expect(await openLink(link)).toMatchObject({ code: 1 });
  });

  it('refuses a link older (or newer) than five minutes', async () => {
    expect(await openLink(mintLink('Dx', DEMO_PARTNER_LINK.secret, { ageSeconds: 301 }))).toMatchObject(refusal(PartnerLinkMessage.EXPIRED));
    expect(await openLink(mintLink('Dx', DEMO_PARTNER_LINK.secret, { ageSeconds: -301 }))).toMatchObject(refusal(PartnerLinkMessage.EXPIRED));
    const link = mintLink('Dx', DEMO_PARTNER_LINK.secret);
    expect((await getTicket(link)).code).toBe(1);
    api.advanceSeconds(301);
    expect(await logInWithTicket(link, await plainTicket('P30001'))).toMatchObject(refusal(PartnerLinkMessage.EXPIRED));
    api.advanceSeconds(-301);
  });

  it('refuses a channel without a link and a channel prefix the spec does not have', async () => {
    expect(await openLink(mintLink('Yy', 'any-secret'))).toMatchObject(refusal(PartnerLinkMessage.UNKNOWN_CHANNEL));
    expect(await openLink(mintLink('Zz', 'any-secret'))).toMatchObject(refusal(PartnerLinkMessage.UNKNOWN_CHANNEL));
  });

  it('logs each refusal with the partner and the reason, never the signature, nonce or secret', async () => {
    const { log, lines } = recordingLogger();
    const good = mintLink('Dx', DEMO_PARTNER_LINK.secret);
    const attempts: [string, Partial<Link>][] = [
      ['UNSIGNED', {}],
      ['BAD_SIGNATURE', proofOf(mintLink('Dx', 'a-guessed-secret'))],
      ['EXPIRED', proofOf(mintLink('Dx', DEMO_PARTNER_LINK.secret, { ageSeconds: 400 }))],
    ];
    for (const [, proof] of attempts) {
      await expect(checkPartnerLink(api.deps, log, 'Dx', proof, 'use')).rejects.toThrow();
    }
    await checkPartnerLink(api.deps, log, 'Dx', proofOf(good), 'use');
    await expect(checkPartnerLink(api.deps, log, 'Dx', proofOf(good), 'use')).rejects.toThrow(PartnerLinkMessage.USED);
    const refused = lines.filter((line) => line.message === 'partner link refused');
    expect(refused.map((line) => line.fields)).toEqual([...attempts.map(([reason]) => ({ partner: 'Dx', reason })), { partner: 'Dx', reason: 'USED' }]);
    expect(refused.every((line) => line.level === 'warn')).toBe(true);
    const written = JSON.stringify(lines);
    expect(written).not.toContain(good.sig);
    expect(written).not.toContain(good.nonce);
    expect(written).not.toContain(DEMO_PARTNER_LINK.secret);
  });
});

describe('partner links in the console (渠道管理, admin)', () => {
  const listLinks = async () => ((await callAsStaff(api, 'CONSOLE_PARTNER_LINKS', admin)).data as { list: PartnerLinkRow[] }).list;
  const auditOf = (action: string, channel: string) =>
    api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, channel)));

  it('creates a link with a secret shown once and stored sealed; links signed with it log the agent in; audited', async () => {
    const created = await callAsStaff(api, 'CONSOLE_CREATE_PARTNER_LINK', admin, { channel: 'Yh', workNo: 'A10002' });
    expect(created).toMatchObject({ code: 1, data: { channel: 'Yh' } });
    const { secret } = created.data as { secret: string };
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const row = (await api.deps.db.select().from(partnerLinks).where(eq(partnerLinks.channel, 'Yh')))[0];
    expect(row?.secretSealed).not.toContain(secret);
    const listed = (await listLinks()).find((link) => link.channel === 'Yh');
    expect(listed).toMatchObject({ workNo: 'A10002', agentName: '钱进', dealerName: '星海通讯天河店', isDisabled: false });
    expect(JSON.stringify(await listLinks())).not.toContain(secret);
    const audit = await auditOf('partner_link_create', 'Yh');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(await openLink(mintLink('Yh', secret))).toMatchObject({ code: 1, data: { profile: { workNo: 'A10002' } } });
  });

  it('refuses a second link for a channel and a link for an unknown agent', async () => {
    expect(await callAsStaff(api, 'CONSOLE_CREATE_PARTNER_LINK', admin, { channel: 'Dx', workNo: 'A10001' })).toMatchObject(
      refusal('该渠道已有合作链接，如需更换密钥请使用「更换密钥」'),
    );
    expect(await callAsStaff(api, 'CONSOLE_CREATE_PARTNER_LINK', admin, { channel: 'Cy', workNo: 'NOPE1' })).toMatchObject(refusal('工号不存在'));
    expect(await callAsStaff(api, 'CONSOLE_CREATE_PARTNER_LINK', admin, { channel: 'Xx', workNo: 'A10001' })).toMatchObject(refusal('请选择合作渠道'));
  });

  it('rotating the secret refuses links signed with the old one at once; audited', async () => {
    const created = await callAsStaff(api, 'CONSOLE_CREATE_PARTNER_LINK', admin, { channel: 'Sw', workNo: 'B20001' });
    const oldSecret = (created.data as { secret: string }).secret;
    const pending = mintLink('Sw', oldSecret);
    const rotated = await callAsStaff(api, 'CONSOLE_ROTATE_PARTNER_SECRET', admin, { channel: 'Sw' });
    const newSecret = (rotated.data as { secret: string }).secret;
    expect(newSecret).not.toBe(oldSecret);
    expect(await openLink(pending)).toMatchObject(refusal(PartnerLinkMessage.BAD_SIGNATURE));
    expect(await openLink(mintLink('Sw', newSecret))).toMatchObject({ code: 1, data: { profile: { workNo: 'B20001' } } });
    expect(await auditOf('partner_link_rotate_secret', 'Sw')).toHaveLength(1);
    expect(await callAsStaff(api, 'CONSOLE_ROTATE_PARTNER_SECRET', admin, { channel: 'Zn' })).toMatchObject(refusal('该渠道尚无合作链接'));
  });

  it('a disabled link is refused until it is enabled again; both audited', async () => {
    const created = await callAsStaff(api, 'CONSOLE_CREATE_PARTNER_LINK', admin, { channel: 'Zy', workNo: 'A10001' });
    const secret = (created.data as { secret: string }).secret;
    expect(await callAsStaff(api, 'CONSOLE_SET_PARTNER_LINK_DISABLED', admin, { channel: 'Zy', isDisabled: true })).toMatchObject({
      code: 1,
      data: { channel: 'Zy', isDisabled: true },
    });
    expect(await openLink(mintLink('Zy', secret))).toMatchObject(refusal(PartnerLinkMessage.DISABLED));
    expect((await listLinks()).find((link) => link.channel === 'Zy')?.isDisabled).toBe(true);
    await callAsStaff(api, 'CONSOLE_SET_PARTNER_LINK_DISABLED', admin, { channel: 'Zy', isDisabled: false });
    expect(await openLink(mintLink('Zy', secret))).toMatchObject({ code: 1 });
    expect(await auditOf('partner_link_disable', 'Zy')).toHaveLength(1);
    expect(await auditOf('partner_link_enable', 'Zy')).toHaveLength(1);
  });

  it('is for admins only: auditor, service and editor are refused and change nothing', async () => {
    for (const role of [DemoStaff.AUDITOR, DemoStaff.SERVICE, DemoStaff.EDITOR]) {
      const cookie = await logInStaff(api, role);
      expect(await callAsStaff(api, 'CONSOLE_PARTNER_LINKS', cookie)).toMatchObject(refusal('无权执行此操作'));
      expect(await callAsStaff(api, 'CONSOLE_CREATE_PARTNER_LINK', cookie, { channel: 'Hgxh', workNo: 'A10001' })).toMatchObject(refusal('无权执行此操作'));
      expect(await callAsStaff(api, 'CONSOLE_ROTATE_PARTNER_SECRET', cookie, { channel: 'Dx' })).toMatchObject(refusal('无权执行此操作'));
      expect(await callAsStaff(api, 'CONSOLE_SET_PARTNER_LINK_DISABLED', cookie, { channel: 'Dx', isDisabled: true })).toMatchObject(refusal('无权执行此操作'));
    }
    expect((await listLinks()).map((link) => link.channel)).not.toContain('Hgxh');
    expect(await openLink(mintLink('Dx', DEMO_PARTNER_LINK.secret))).toMatchObject({ code: 1 });
  });
});

describe('the virtual-operator QR code (?pone)', () => {
  it('grants nothing by itself: its record id is read only with an agent session, and only by the record’s own dealer', async () => {
    expect(await callAsAgent(api, 'GET_ONLINE_SALE_RESOURCE', { id: 'VR10010001' })).toMatchObject({ code: -101 });
    const partnerAgent = await logInAgent(api, 'P30001');
    expect((await callAsAgent(api, 'GET_ONLINE_SALE_RESOURCE', { id: 'VR10010001' }, partnerAgent)).code).toBe(-100);
    const ownAgent = await logInAgent(api, 'A10001');
    expect(await callAsAgent(api, 'GET_ONLINE_SALE_RESOURCE', { id: 'VR10010001' }, ownAgent)).toMatchObject({ code: 1 });
  });
});
