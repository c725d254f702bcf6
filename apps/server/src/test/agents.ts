import type { Envelope } from '@hall/contract/codes';
import { endpoints, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { agentCaptchas } from '../db/schema.ts';
import { hashShortCode, hashToken } from '../platform/secrets.ts';
import { TEST_AGENT_PASSWORD, type TestApp } from './test-app.ts';

/** Calls an operation with an agent session in its header (and optionally a body token too). */
export async function callAsAgent(api: TestApp, name: OperationName, payload: Record<string, unknown>, agentToken?: string): Promise<Envelope> {
  const endpoint: Endpoint = endpoints[name];
  const headers = agentToken ? { 'x-agent-token': agentToken } : {};
  const response =
    endpoint.method === 'GET'
      ? await api.app.inject({ method: 'GET', url: endpoint.path, query: payload as Record<string, string>, headers })
      : await api.app.inject({ method: 'POST', url: endpoint.path, payload, headers });
  return response.json<Envelope>();
}

/** Sets a known captcha answer for a random string, as the image would show it. */
export async function plantCaptcha(api: TestApp, randomStr: string, answer = 'ab3d'): Promise<void> {
  const answerHash = hashShortCode(api.deps.secretKey, 'agent-captcha', answer);
  await api.deps.db
    .insert(agentCaptchas)
    .values({ randomStrHash: hashToken(randomStr), answerHash, expiresAt: new Date(api.deps.now().getTime() + 600_000) })
    .onConflictDoUpdate({ target: agentCaptchas.randomStrHash, set: { usedAt: null, answerHash } });
}

/** Logs a demo agent in: a captcha whose answer the test knows, the login ticket, the password. */
export async function logInAgent(api: TestApp, workNo: string): Promise<string> {
  const randomStr = `rs-${workNo}-${Math.random().toString(36).slice(2)}`;
  const answer = 'ab3d';
  await plantCaptcha(api, randomStr, answer);
  const session = await callAsAgent(api, 'GET_SESSION', { workNo, Type: '1' });
  const thirdSession = (session.data as { thirdSession: string }).thirdSession;
  const login = await callAsAgent(api, 'AGENT_LOGIN', { workNo, passWord: TEST_AGENT_PASSWORD, code: answer, randomStr, thirdSession, type: '1' });
  if (login.code !== 1) {
    throw new Error(`agent login failed: ${login.msg}`);
  }
  return (login.data as { token: string }).token;
}

/** Starts the opening of a stock number: its open-card record at step 1 (card id, record number, fee). */
export async function openRecord(api: TestApp, agentToken: string, phone: string) {
  const query = await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, agentToken);
  if (query.code !== 1) {
    throw new Error(`number query failed: ${query.msg}`);
  }
  const { cardNo, recordNumber } = query.data as { cardNo: string; recordNumber: string };
  const offer = await callAsAgent(api, 'CHECK_OFFER_NAME', { serviceId: phone, type: 2, SystemId: 1 }, agentToken);
  const prodOfferId = (offer.data as { offer: { prodOfferId: string } }).offer.prodOfferId;
  const saved = await callAsAgent(
    api,
    'ADD_OPEN_CARD_LOCATION',
    { applyEvent: 'OpenCard', uimId: cardNo, serviceId: phone, prodOfferId, openCardLocation: 1, recordNumber },
    agentToken,
  );
  if (saved.code !== 1) {
    throw new Error(`saving the record failed: ${saved.msg}`);
  }
  return saved.data as { uimId: string; recordNumber: string; serviceId: string; sumFee: number; prodOfferId: string };
}

/** Step 4 of an opening: the signature and (when the package checks the card) the joint photo saved on the record. */
export function saveRealNameStep(
  api: TestApp,
  agentToken: string,
  record: { uimId: string; serviceId: string; prodOfferId: string },
  uploads: { netSignUrl: string; togetherUrl?: string },
): Promise<Envelope> {
  return callAsAgent(
    api,
    'ADD_OPEN_CARD_LOCATION',
    {
      applyEvent: 'OpenCard',
      uimId: record.uimId,
      serviceId: record.serviceId,
      prodOfferId: record.prodOfferId,
      openCardLocation: 4,
      netSignUrl: uploads.netSignUrl,
      ...(uploads.togetherUrl ? { TogetherUrl: uploads.togetherUrl } : {}),
    },
    agentToken,
  );
}
