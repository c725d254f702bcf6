import type { Envelope } from '@hall/contract/codes';
import { endpoints, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { createPrivateKey } from 'node:crypto';
import { notificationBodyOf, signNotificationBody, toHeaderRecord } from '../../providers/wechat-pay/notification-signature.ts';
import { notifyPathOf } from '../../providers/wechat-pay/payment-notify.ts';
import { sandboxApiV3KeyOf } from '../../providers/wechat-pay/sandbox-pay-keys.ts';
import { SANDBOX_MERCHANT } from '../../providers/wechat-pay/sandbox-wechat-pay.ts';
import type { PaymentNotification } from '../../providers/wechat-pay/wechat-pay.ts';
import { runSql } from './ledgers.ts';
import { databaseUrlOf, FAULTS_PAY_KEY } from './server.ts';

// A client as the phone app, the agent app and WeChat Pay are: over HTTP, timing every reply.

export interface CallResult {
  name: string;
  status: number;
  envelope?: Envelope;
  /** Transport failure (refused, reset, timed out) instead of a reply. */
  error?: string;
  startedAt: number;
  elapsedMs: number;
}

export interface CallOptions {
  token?: string;
  agentToken?: string;
  timeoutMs?: number;
}

/**
 * The address a request comes from, as the load balancer in front of the fleet reports it
 * (the fault servers trust X-Forwarded-For): each call is a different person's phone, so the
 * per-address limits meet a crowd, as in production, not one machine.
 */
export function describeClientAddress(): Record<string, string> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).name ?? String(error);
}

export async function callOperation(
  baseUrl: string,
  name: OperationName,
  payload: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<CallResult> {
  const endpoint: Endpoint = endpoints[name];
  const body = options.token ? { ...payload, token: options.token } : payload;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...describeClientAddress() };
  if (options.agentToken) {
    headers['x-agent-token'] = options.agentToken;
  }
  const url =
    endpoint.method === 'GET' ? `${baseUrl}${endpoint.path}?${new URLSearchParams(body as Record<string, string>).toString()}` : `${baseUrl}${endpoint.path}`;
  return send(name, url, { method: endpoint.method, headers, body: endpoint.method === 'GET' ? undefined : JSON.stringify(body) }, options.timeoutMs);
}

async function send(name: string, url: string, init: RequestInit, timeoutMs = 30_000): Promise<CallResult> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let envelope: Envelope | undefined;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      envelope = undefined;
    }
    return { name, status: response.status, envelope, startedAt, elapsedMs: Date.now() - startedAt };
  } catch (error) {
    return { name, status: 0, error: describeFetchError(error), startedAt, elapsedMs: Date.now() - startedAt };
  }
}

/** Codes the spec gives for what the person did or may not do; everything else is the system's fault. */
const USER_CODES = new Set([0, 1, 2, -2, -100, -101, -102, -106, -998]);

/** A reply the person caused (or a success), as opposed to a failure of the system. */
export function isUserOutcome(result: CallResult): boolean {
  return result.status === 200 && result.envelope !== undefined && USER_CODES.has(result.envelope.code) && typeof result.envelope.msg === 'string';
}

/** Logs in as a demo WeChat user the way the browser does; the subscriber token. */
export async function logInMember(baseUrl: string, openid: string): Promise<string> {
  const address = describeClientAddress();
  const authorize = await fetch(`${baseUrl}/api/wechat/authorize?redirect=/`, { redirect: 'manual', headers: address });
  const cookie = (authorize.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const consentUrl = new URL(authorize.headers.get('location') ?? '', baseUrl);
  const consent = await fetch(`${baseUrl}/sandbox/wechat/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...address },
    body: new URLSearchParams({ openid, redirect_uri: consentUrl.searchParams.get('redirect_uri') ?? '/', state: consentUrl.searchParams.get('state') ?? '' }),
  });
  const back = new URL(consent.headers.get('location') ?? '', baseUrl);
  const login = await fetch(`${baseUrl}${endpoints.LOGIN.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...address },
    body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
  });
  const envelope = (await login.json()) as Envelope<{ token: string }>;
  if (envelope.code !== 1 || !envelope.data) {
    throw new Error(`member login failed: ${envelope.msg}`);
  }
  return envelope.data.token;
}

/** Logs in a demo agent, reading the captcha from the sandbox as a person reads the image. */
export async function logInAgent(baseUrl: string, workNo: string, password = 'sandbox-agent-pass'): Promise<string> {
  const randomStr = `faults-${workNo}-${Math.random().toString(36).slice(2)}`;
  await fetch(`${baseUrl}${endpoints.CAPTCHA_IMAGE.path}?randomStr=${randomStr}`, { headers: describeClientAddress() });
  const captcha = (await (await fetch(`${baseUrl}/sandbox/api/captcha?randomStr=${randomStr}`)).json()) as Envelope<{ answer: string }>;
  const session = await callOperation(baseUrl, 'GET_SESSION', { workNo, Type: '1' });
  const thirdSession = (session.envelope?.data as { thirdSession: string } | undefined)?.thirdSession;
  const login = await callOperation(baseUrl, 'AGENT_LOGIN', { workNo, passWord: password, code: captcha.data?.answer, randomStr, thirdSession, type: '1' });
  const token = (login.envelope?.data as { token?: string } | undefined)?.token;
  if (!token) {
    throw new Error(`agent login failed: ${login.envelope?.msg ?? login.error}`);
  }
  return token;
}

/** The sandbox WeChat Pay's signing key of a server's database (made by the server on its first payment use). */
async function readSandboxSigner(databaseUrl: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await runSql(databaseUrl, `select serial, private_key_pem from sandbox_wechat_pay_keys where id = 'platform'`).catch(() => null);
    const row = rows?.rows[0] as { serial: string; private_key_pem: string } | undefined;
    if (row) {
      return { serial: row.serial, privateKey: createPrivateKey(row.private_key_pem) };
    }
    await sleep(200);
  }
  throw new Error('the sandbox WeChat Pay key pair was never stored');
}

/**
 * The key never changes once stored, so it is read once per database: WeChat Pay keeps signing
 * while the server's database is lost (database.fault.ts), and so must the notifications here.
 */
const sandboxSigners = new Map<string, ReturnType<typeof readSandboxSigner>>();

function sandboxSignerOf(baseUrl: string) {
  const databaseUrl = databaseUrlOf(baseUrl);
  let signer = sandboxSigners.get(databaseUrl);
  if (!signer) {
    signer = readSandboxSigner(databaseUrl);
    signer.catch(() => sandboxSigners.delete(databaseUrl));
    sandboxSigners.set(databaseUrl, signer);
  }
  return signer;
}

/** Sends a payment notification signed and encrypted as WeChat Pay's v3 (the fault servers' sandbox keys). */
export async function sendPaymentNotification(baseUrl: string, payment: PaymentNotification, timeoutMs = 30_000): Promise<CallResult> {
  const now = new Date();
  const transaction = {
    mchid: SANDBOX_MERCHANT.mchId,
    appid: SANDBOX_MERCHANT.appId,
    out_trade_no: payment.outTradeNo,
    transaction_id: payment.transactionId,
    trade_state: payment.state,
    success_time: payment.paidAt,
    amount: { total: payment.amountFen, currency: 'CNY' },
  };
  const body = notificationBodyOf(sandboxApiV3KeyOf(FAULTS_PAY_KEY), 'TRANSACTION.SUCCESS', '支付成功', 'transaction', transaction, now);
  const headers = { 'content-type': 'application/json', ...toHeaderRecord(signNotificationBody(body, await sandboxSignerOf(baseUrl), now)) };
  return send('PAYMENT_NOTIFY', `${baseUrl}${notifyPathOf(payment.notifyHandler)}`, { method: 'POST', headers, body }, timeoutMs);
}

/** Runs `work` in `concurrency` loops until `isDone()`; collects every result. */
export async function runLoops<T>(concurrency: number, isDone: () => boolean, work: (loop: number, iteration: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_unused, loop) => {
      for (let iteration = 0; !isDone(); iteration += 1) {
        results.push(await work(loop, iteration));
      }
    }),
  );
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
