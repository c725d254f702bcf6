import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createFakeWechatKeys, type FakeWechatKeys } from './fake-keys.ts';
import { encryptResource, merchantSignatureProblem, signAsWechatPay } from './fake-signing.ts';

/**
 * One line of WeChat Pay's trade bill (交易账单): a payment (SUCCESS) or a refund (REFUND), as the
 * pay part records it and the bill part prints it. Amounts in fen here; the bill prints yuan.
 */
export interface FakeLedgerLine {
  tradeTime: Date;
  transactionId: string;
  outTradeNo: string;
  openid: string;
  tradeType: 'JSAPI' | 'MWEB' | 'NATIVE';
  tradeState: 'SUCCESS' | 'REFUND';
  totalFen: number;
  refundId: string;
  outRefundNo: string;
  refundFen: number;
  description: string;
}

/** What every part of the fake shares: the keys, its address, its clock and the signed replies and notifications. */
export interface FakeWechatCore {
  keys: FakeWechatKeys;
  /** http://127.0.0.1:port, once listening. */
  baseUrl: string;
  nowSeconds(): number;
  /** Every payment and refund that happened, for the trade bill. */
  ledger: FakeLedgerLine[];
  /** The official account's access tokens the fake issued and still honours (cgi-bin/* refuses others with 40001). */
  accessTokens: Set<string>;
  /** Every request the fake received, in order: method, path with query, and the body as sent. */
  requests: Array<{ method: string; url: string; body: string }>;
  /** Answers as WeChat Pay does: JSON signed under the public-key serial. */
  replySigned(reply: FastifyReply, status: number, body: unknown): FastifyReply;
  /** Answers a refused WeChat Pay call: `{ code, message }`, signed like every other answer. */
  replyError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply;
  /**
   * POSTs a WeChat Pay notification to `url`: the resource encrypted with the APIv3 key, the body
   * signed, or signed wrongly when `hasBadSignature` (WeChat Pay's own probe of a merchant's check).
   */
  notify(
    url: string,
    event: { eventType: string; summary: string; originalType: string; resource: unknown; hasBadSignature?: boolean },
  ): Promise<{ status: number; body: string }>;
}

/** A part of the fake (OAuth, pay, bills, messages): registers its routes, answers its control API. */
export type FakeModule<Control> = (app: FastifyInstance, core: FakeWechatCore) => Control;

export type FakeWechat<Modules extends Record<string, FakeModule<unknown>>> = FakeWechatCore & {
  [Name in keyof Modules]: ReturnType<Modules[Name]>;
} & { close(): Promise<void> };

/** WeChat Pay's API v3 paths: every request must carry the merchant's signature. */
const isPayApi = (url: string) => url.startsWith('/v3/');

/**
 * Starts a fake WeChat on 127.0.0.1: the official account's API, the OAuth pages and WeChat Pay API
 * v3, each part a module. Every WeChat Pay request is refused unless the merchant signed it.
 */
export async function startFakeWechat<Modules extends Record<string, FakeModule<unknown>>>(
  modules: Modules,
  options: { keys?: FakeWechatKeys; port?: number; now?: () => number } = {},
): Promise<FakeWechat<Modules>> {
  const app = Fastify({ logger: false });
  const keys = options.keys ?? createFakeWechatKeys();
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const platform = { serial: keys.platformSerial, privateKey: keys.platformPrivateKey };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const core: FakeWechatCore = {
    keys,
    baseUrl: '',
    nowSeconds,
    ledger: [],
    accessTokens: new Set(),
    requests: [],
    replySigned: (reply, status, body) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      return reply
        .code(status)
        .headers(signAsWechatPay(text, platform, nowSeconds()))
        .type('application/json')
        .send(text);
    },
    replyError: (reply, status, code, message) => core.replySigned(reply, status, { code, message }),
    notify: async (url, event) => {
      const associatedData = event.originalType;
      const body = JSON.stringify({
        id: crypto.randomUUID(),
        create_time: new Date(nowSeconds() * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        resource_type: 'encrypt-resource',
        event_type: event.eventType,
        summary: event.summary,
        resource: encryptResource(keys.apiV3Key, JSON.stringify(event.resource), event.originalType, associatedData),
      });
      const headers = signAsWechatPay(body, platform, nowSeconds());
      if (event.hasBadSignature) {
        headers['Wechatpay-Signature'] = signAsWechatPay(`${body} `, platform, nowSeconds())['Wechatpay-Signature'] ?? '';
      }
      const response = await fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body });
      return { status: response.status, body: await response.text() };
    },
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    core.requests.push({ method: request.method, url: request.url, body });
    if (!isPayApi(request.url)) {
      return;
    }
    const problem = merchantSignatureProblem(
      { method: request.method, url: request.url, body, authorization: request.headers.authorization },
      { mchId: keys.mchId, serial: keys.merchantSerial, publicKey: keys.merchantPublicKey },
      nowSeconds(),
    );
    if (problem) {
      return core.replyError(reply, 401, 'SIGN_ERROR', problem);
    }
  });

  const controls: Record<string, unknown> = {};
  for (const [name, module] of Object.entries(modules)) {
    controls[name] = module(app, core);
  }
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  core.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return Object.assign(core, controls, { close: () => app.close() }) as FakeWechat<Modules>;
}
