import type { Envelope } from '@hall/contract/codes';
import { endpoints, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import type { OperationInput } from '@hall/contract/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDeps } from '../create-deps.ts';
import { migrate } from '../db/migrate.ts';
import { sandboxSmsOutbox } from '../db/schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import type { AppDeps } from '../deps.ts';
import { wechatProviderOf } from '../providers/wechat-credentials.ts';
import { openTestDatabase, seededTemplateTime } from './test-database.ts';
import { isTemplateSeed, TEST_SECRET_KEY, testSeedOptions } from './test-seed.ts';

export { TEST_AGENT_PASSWORD, TEST_STAFF_PASSWORD } from './test-seed.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Calls an operation through HTTP as a client would; the token goes in the body. */
  call<Name extends OperationName>(name: Name, payload: OperationInput<Name> | Record<string, unknown>, token?: string, ip?: string): Promise<Envelope>;
  /** Logs in through the sandbox WeChat flow as a demo user and returns the subscriber token. */
  logInAs(openid: string): Promise<string>;
  /** Newest SMS code the sandbox outbox holds for a phone. */
  readLatestSmsCode(phone: string): Promise<string>;
  /** Moves the server's clock. */
  advanceSeconds(seconds: number): void;
  close(): Promise<void>;
}

/**
 * A server on a fresh, migrated and seeded database, driven through app.inject. An app with the
 * default SECRET_KEY and the sandbox WeChat Pay starts on a copy of the seeded template, its clock
 * at the moment the template was seeded; any other seeds its own, its clock at the moment it starts.
 */
export async function createTestApp(overrides: Partial<Record<keyof Config, string>> = {}, options: { isEmpty?: boolean } = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    VALIDATE_RESPONSES: 'true',
    WEB_DIST_DIR: '',
    SECRET_KEY: TEST_SECRET_KEY,
    // Many apps share one test process: one starting blocks the others' event loop (load-shedding.test.ts sets it).
    EVENT_LOOP_LAG_LIMIT_MS: '0',
    ...overrides,
  });
  const seedSettings = { secretKey: config.SECRET_KEY, isSandboxWechatPay: wechatProviderOf(config) === 'sandbox' };
  // isEmpty: a migrated database without the demo data, as at a first production start (tests of
  // production settings still start on the seeded one: they read its staff and numbers).
  const startsSeeded = !options.isEmpty && isTemplateSeed(seedSettings);
  const database = await openTestDatabase(startsSeeded ? 'seeded' : 'migrated');
  await migrate(database);
  // One clock for the seed's demo dates and the server, so a test moving it moves both alike.
  let clock = startsSeeded ? seededTemplateTime() : Date.now();
  if (!startsSeeded && !options.isEmpty) {
    await seedDemoData(database.db, testSeedOptions(seedSettings, new Date(clock)));
  }
  const deps = createDeps(config, database, () => new Date(clock));
  const app = await buildApp(deps);

  const call: TestApp['call'] = async (name, payload, token, ip = '127.0.0.1') => {
    const endpoint: Endpoint = endpoints[name];
    const body = token ? { ...payload, token } : payload;
    const response =
      endpoint.method === 'GET'
        ? await app.inject({ method: 'GET', url: endpoint.path, query: body as Record<string, string>, remoteAddress: ip })
        : await app.inject({ method: 'POST', url: endpoint.path, payload: body, remoteAddress: ip });
    return response.json<Envelope>();
  };

  const logInAs = async (openid: string) => {
    const authorize = await app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/' });
    const cookie = String(authorize.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const consentUrl = new URL(String(authorize.headers.location), 'http://test');
    const consent = await app.inject({
      method: 'POST',
      url: '/sandbox/wechat/authorize',
      payload: { openid, redirect_uri: consentUrl.searchParams.get('redirect_uri') ?? '/', state: consentUrl.searchParams.get('state') ?? '' },
    });
    const back = new URL(String(consent.headers.location), 'http://test');
    const login = await app.inject({
      method: 'POST',
      url: endpoints.LOGIN.path,
      headers: { cookie },
      payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    const envelope = login.json<Envelope<{ token: string }>>();
    if (envelope.code !== 1 || !envelope.data) {
      // Each step's answer, so a failure says where the sign-in stopped.
      const steps = `authorize ${authorize.statusCode} → consent ${consent.statusCode} ${consent.statusCode === 302 ? '' : consent.body.slice(0, 200)}`;
      throw new Error(`login of ${openid} failed: ${envelope.msg} (${steps})`);
    }
    return envelope.data.token;
  };

  const readLatestSmsCode = async (phone: string) => {
    // The latest code, not the latest message: a notice sent by a job may arrive after the code.
    const rows = await deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone)).orderBy(desc(sandboxSmsOutbox.id)).limit(20);
    const code = rows.map((row) => /验证码(\d{6})/.exec(row.text)?.[1]).find(Boolean);
    if (!code) {
      throw new Error(`no SMS code for ${phone}`);
    }
    return code;
  };

  return {
    app,
    deps,
    call,
    logInAs,
    readLatestSmsCode,
    advanceSeconds: (seconds) => {
      clock += seconds * 1000;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Demo WeChat users of the seed. */
export const DemoUser = {
  BOUND_NORMAL: 'o_demo_zhangwei',
  UNBOUND: 'o_demo_newcomer',
  BOUND_OWING: 'o_demo_wangfang',
  BOUND_NOT_REAL_NAME: 'o_demo_liuyang',
  BOUND_SERVICE_KIND_8: 'o_demo_chenjing',
  UNBOUND_VISITOR: 'o_demo_visitor',
  /** 林晓, 17012340011: joined this month, first month free, so no bill yet. */
  BOUND_JOINED_THIS_MONTH: 'o_demo_linxiao',
} as const;
