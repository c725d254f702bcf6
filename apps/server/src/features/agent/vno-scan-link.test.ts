import type { Envelope } from '@hall/contract/codes';
import type { OperationName } from '@hall/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsAgent as callAgentOperation } from '../../test/agents.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startWithDemoAgents } from './agent-test-steps.ts';

// The virtual-operator QR mode: a logged-in agent makes a signed, expiring ?pone link of one of
// the dealer's cards; scanned once within ten minutes it logs that agent in on the scanning phone.
// The record id alone, a forged or altered ticket, an old or used one log nobody in.

let api: TestApp;
let fundPoolAgent: string;
let otherDealerAgent: string;

function callAsAgent(name: OperationName, payload: Record<string, unknown>, agentToken?: string): Promise<Envelope> {
  return callAgentOperation(api, name, payload, agentToken);
}

async function makeLink(id: string): Promise<{ pone: string; ticket: string; link: string }> {
  const body = await callAsAgent('VNO_SCAN_LINK', { id }, fundPoolAgent);
  expect(body).toMatchObject({ code: 1 });
  const { link, image } = body.data as { link: string; image: string };
  expect(image).toMatch(/^data:image\/png;base64,/);
  const url = new URL(link);
  return { pone: url.searchParams.get('pone') ?? '', ticket: url.searchParams.get('ticket') ?? '', link };
}

beforeAll(async () => {
  ({ api, fundPoolAgent, wechatAgent: otherDealerAgent } = await startWithDemoAgents());
});
afterAll(() => api.close());

describe('VNO_SCAN_LINK', () => {
  it('makes a /VnoOpenCard?pone link with a ticket, for a card of the agent’s own dealer only', async () => {
    const { pone, ticket, link } = await makeLink('VR10010003');
    expect(link).toMatch(/\/VnoOpenCard\?pone=VR10010003&ticket=/);
    expect(pone).toBe('VR10010003');
    expect(ticket).not.toContain('A10001');
    expect(await callAsAgent('VNO_SCAN_LINK', { id: 'VR10010003' }, otherDealerAgent)).toMatchObject({ code: -100, msg: '数据缺失，请重新打开链接' });
    expect(await callAsAgent('VNO_SCAN_LINK', { id: 'VR10010003' })).toMatchObject({ code: -101 });
  });
});

describe('VNO_SCAN_LOGIN', () => {
  it('logs the link’s agent in once; the session reads the scanned card', async () => {
    const { pone, ticket } = await makeLink('VR10010003');
    const login = await callAsAgent('VNO_SCAN_LOGIN', { pone, ticket });
    expect(login).toMatchObject({ code: 1, data: { flag: '0000', profile: { workNo: 'A10001' } } });
    const token = (login.data as { token: string }).token;
    expect(await callAsAgent('GET_ONLINE_SALE_RESOURCE', { id: pone }, token)).toMatchObject({ code: 1, data: { serviceId: '16630000003' } });
    expect(await callAsAgent('VNO_SCAN_LOGIN', { pone, ticket })).toMatchObject({ code: -100, msg: '链接已失效，请退出此页面' });
  });

  it('refuses a link older than ten minutes as expired', async () => {
    const { pone, ticket } = await makeLink('VR10010003');
    api.advanceSeconds(10 * 60 + 1);
    expect(await callAsAgent('VNO_SCAN_LOGIN', { pone, ticket })).toMatchObject({ code: -100, msg: '链接已失效，请退出此页面' });
  });

  it('logs nobody in with the record id alone, an altered ticket or another record id', async () => {
    const { pone, ticket } = await makeLink('VR10010003');
    expect(await callAsAgent('VNO_SCAN_LOGIN', { pone })).toMatchObject({ code: -100, msg: '二维码无效，请让代理商重新生成' });
    const altered = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await callAsAgent('VNO_SCAN_LOGIN', { pone, ticket: altered })).toMatchObject({ code: -100, msg: '二维码无效，请让代理商重新生成' });
    expect(await callAsAgent('VNO_SCAN_LOGIN', { pone: 'VR10010002', ticket })).toMatchObject({ code: -100, msg: '二维码无效，请让代理商重新生成' });
    // The untouched ticket still works once.
    expect(await callAsAgent('VNO_SCAN_LOGIN', { pone, ticket })).toMatchObject({ code: 1 });
  });
});
