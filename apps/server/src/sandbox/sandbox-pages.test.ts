import { fakeOcr, tencentOcrEnvironmentOf } from '../test/fake-tencent-cloud/fake-ocr.ts';
import type { Envelope } from '@hall/contract/codes';
import type { OperationOutput } from '@hall/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCaptchaOutbox } from '../db/schema.ts';
import { startFakeSmtp, smtpEnvironmentOf, type FakeSmtp } from '../test/fake-smtp/fake-smtp-server.ts';
import { createFakeFaceIdService, faceIdEnvironmentOf, type FakeFaceId } from '../test/fake-tencent-cloud/fake-faceid.ts';
import { fakeSms, tencentSmsEnvironmentOf } from '../test/fake-tencent-cloud/fake-sms.ts';
import { startFakeTencentCloud, type FakeTencentCloud } from '../test/fake-tencent-cloud/fake-tencent-cloud-server.ts';
import { wechatEnvironmentOf } from '../test/fake-wechat/fake-keys.ts';
import { startFullFakeWechat, type FullFakeWechat } from '../test/fake-wechat/fake-wechat.ts';
import { DEMO_PRODUCTION } from '../test/production-settings.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../test/staff-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A sandbox page exists only while its own system is on its sandbox, and production serves none
// that ALLOW_SANDBOX_IN_PRODUCTION does not name: started with every system on its real adapter
// (against the project's fakes) and the invoice platform, which has only its sandbox, named, a
// production server answers no sandbox route but the invoice platform's, keeps no captcha text and
// offers the console no sandbox step but the invoice platform's.

/** Every /sandbox route of an app, with a value for each parameter, read from its printed route tree. */
function sandboxRoutesOf(api: TestApp): Array<{ method: string; url: string }> {
  const segments: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of api.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!node) {
      continue;
    }
    // Each level of the tree is indented by four characters; a child's path continues its parent's.
    const depth = (node[1] ?? '').length / 4;
    segments.splice(depth, segments.length, node[2] ?? '');
    const path = segments.join('');
    for (const method of node[3]?.split(', ') ?? []) {
      if (path.startsWith('/sandbox/') && method !== 'HEAD') {
        routes.push({ method, url: path.replace(/:\w+/g, '1') });
      }
    }
  }
  return routes;
}

describe('sandbox pages with every system on its sandbox (development)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('serves each system’s pages and the demo aids', () => {
    const urls = sandboxRoutesOf(api).map((route) => route.url);
    for (const url of ['/sandbox/wechat/authorize', '/sandbox/pay', '/sandbox/sms', '/sandbox/face', '/sandbox/real-name', '/sandbox/mail']) {
      expect(urls).toContain(url);
    }
    for (const url of ['/sandbox/pay/decide', '/sandbox/face/decide', '/sandbox/mail/attachments/1', '/sandbox/wechat/authorize/snapshot']) {
      expect(urls).toContain(url);
    }
    for (const url of ['/sandbox/invoices/fail-next', '/sandbox/api/captcha', '/sandbox/promise-video', '/sandbox/partner', '/sandbox/chat']) {
      expect(urls).toContain(url);
    }
  });
});

describe('sandbox pages with one system real (development)', () => {
  let api: TestApp;
  beforeAll(async () => {
    // Only the settings are needed: nothing is sent.
    api = await createTestApp(
      tencentSmsEnvironmentOf({ port: 1, credentials: { secretId: `AKID${'a'.repeat(32)}`, secretKey: 'b'.repeat(32) }, sms: fakeSms().control }),
    );
  });
  afterAll(() => api.close());

  it('drops that system’s pages and keeps the others', async () => {
    const urls = sandboxRoutesOf(api).map((route) => route.url);
    expect(urls).not.toContain('/sandbox/sms');
    expect(urls).not.toContain('/sandbox/api/sms');
    expect(urls).toContain('/sandbox/face');
    expect((await api.app.inject({ method: 'GET', url: '/sandbox/sms' })).statusCode).toBe(404);
    const staff = await logInStaff(api, DemoStaff.SERVICE);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_OUTBOX', staff, {})).toMatchObject({ code: -100 });
  });
});

describe('a production start with every system on its real adapter', () => {
  let wechat: FullFakeWechat;
  let tencentCloud: FakeTencentCloud;
  let faceId: FakeFaceId;
  let smtp: FakeSmtp;
  let everySandbox: TestApp;
  let api: TestApp;

  beforeAll(async () => {
    wechat = await startFullFakeWechat();
    const sms = fakeSms();
    const ocr = fakeOcr();
    faceId = await createFakeFaceIdService();
    tencentCloud = await startFakeTencentCloud({ sms: sms.service, faceid: faceId.service, ocr: ocr.service });
    smtp = await startFakeSmtp();
    everySandbox = await createTestApp();
    api = await createTestApp({
      ...DEMO_PRODUCTION,
      ...wechatEnvironmentOf(wechat.keys, wechat.baseUrl),
      ...tencentSmsEnvironmentOf({ port: tencentCloud.port, credentials: tencentCloud.credentials, sms: sms.control }),
      ...faceIdEnvironmentOf({ cloud: tencentCloud, control: faceId.control }),
      ...smtpEnvironmentOf(smtp),
      ...tencentOcrEnvironmentOf(tencentCloud),
      IP_CITY_PROVIDER: 'ip2region',
      // The e-invoice platform has only its sandbox: a production start names it.
      ALLOW_SANDBOX_IN_PRODUCTION: 'invoice',
    });
  });
  afterAll(async () => {
    await api?.close();
    await everySandbox?.close();
    await Promise.all([wechat?.close(), tencentCloud?.close(), faceId?.close(), smtp?.close()]);
  });

  it('answers 404 on every sandbox route but the named invoice platform’s', async () => {
    const routes = sandboxRoutesOf(everySandbox);
    expect(routes.length).toBeGreaterThan(20);
    const answered: string[] = [];
    for (const route of routes) {
      const response = await api.app.inject({ method: route.method as 'GET' | 'POST', url: route.url, payload: route.method === 'POST' ? {} : undefined });
      if (response.statusCode !== 404) {
        answered.push(`${route.method} ${route.url}`);
      }
    }
    expect(answered).toEqual(['POST /sandbox/invoices/fail-next']);
    expect(sandboxRoutesOf(api)).toEqual([{ method: 'POST', url: '/sandbox/invoices/fail-next' }]);
  });

  it('keeps no captcha text: the image is the only way to read it', async () => {
    const image = await api.app.inject({ method: 'GET', url: '/api/gzh/captchaImage?randomStr=prodcaptcha0001&times=1' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await api.deps.db.select().from(sandboxCaptchaOutbox)).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url: '/api/gzh/captchaImage?randomStr=prodcaptcha0001&times=1' })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/sandbox/api/captcha?randomStr=prodcaptcha0001' })).statusCode).toBe(404);
  });

  it('offers the console no sandbox step but the named invoice platform’s', async () => {
    // An editor: production holds admins and auditors to their TOTP enrolment before anything else.
    const staff = await logInStaff(api, DemoStaff.EDITOR);
    expect(await callAsStaff(api, 'CONSOLE_SESSION', staff)).toMatchObject({ code: 1, data: { sandboxSystems: ['invoice'] } });
    const steps = (await callAsStaff(api, 'CONSOLE_SANDBOX_STEPS', staff)) as Envelope<OperationOutput<'CONSOLE_SANDBOX_STEPS'>>;
    expect(steps).toMatchObject({ code: 1 });
    expect(Object.keys(steps.data ?? {})).toEqual(['invoiceFailuresQueued']);
    const refused = { code: -100, msg: '仅沙箱环境提供此功能' };
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_DECIDE_PAYMENT', staff, { ref: 'any', result: 'SUCCESS' })).toMatchObject(refused);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_PROCESS_SMS_REGISTER', staff, {})).toMatchObject(refused);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO', staff, { phone: '17012340009' })).toMatchObject(refused);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_MOVE_CLOCK', staff, { to: 'next_month_first' })).toMatchObject(refused);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_MAILS', staff, {})).toMatchObject(refused);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_WECHAT_OUTBOX', staff, {})).toMatchObject(refused);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_OUTBOX', staff, {})).toMatchObject({ code: -100 });
  });
});
