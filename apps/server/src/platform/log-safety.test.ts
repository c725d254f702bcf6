import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { describeErrorForLog, scrubLogText } from './log-safety.ts';

// Item 10, for logs: whatever a log line carries, phone and ID numbers, bank cards and tokens
// leave the process masked, and failed SQL is logged without its parameters.

describe('scrubLogText', () => {
  it('masks phone and ID numbers, bank cards and tokens, and leaves other numbers alone', () => {
    const token = 'Qx3_9aZk0v-LmP2rT8yWc4uEo7iN1sDh6fGjKbHq5Va';
    const line = `{"time":1718000000000,"msg":"phone 17012340001 id 11010519900307123X card 6216600000000001234 token ${token} order R20250611123456abcdefg"}`;
    expect(scrubLogText(line)).toBe(
      '{"time":1718000000000,"msg":"phone 170****0001 id 1101**********123X card 6216********1234 token [redacted] order R20250611123456abcdefg"}',
    );
  });

  it("keeps a UUID whole (Tencent Cloud's RequestId, a request id) while masking the phone number beside it", () => {
    // Eleven digits in the UUID's last group look like a mobile number to a pattern that sees digits only.
    const requestId = '6ef60bec-0242-43af-bb20-a13812345678';
    const line = `{"reqId":"${requestId}","msg":"Tencent refused 17012340001: LimitExceeded.PhoneNumberDailyLimit, RequestId ${requestId}"}`;
    expect(scrubLogText(line)).toBe(
      `{"reqId":"${requestId}","msg":"Tencent refused 170****0001: LimitExceeded.PhoneNumberDailyLimit, RequestId ${requestId}"}`,
    );
    expect(scrubLogText('phone 13812345678-0242')).toBe('phone 138****5678-0242');
  });

  it('logs a failed query without its parameters', () => {
    const failure = Object.assign(new Error('Failed query: select * from subscribers where phone = $1\nparams: 17012340001'), {
      query: 'select * from subscribers where phone = $1',
      params: ['17012340001'],
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
    const logged = JSON.stringify(describeErrorForLog(failure));
    expect(logged).toContain('select * from subscribers where phone = $1');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain('17012340001');
    expect(logged).not.toContain('params');
  });
});

describe('the server log', () => {
  let api: TestApp;
  let logFile: string;

  beforeAll(async () => {
    logFile = join(mkdtempSync(join(tmpdir(), 'hall-log-')), 'server.log');
    api = await createTestApp({ LOG_LEVEL: 'info', LOG_FILE: logFile });
  });
  afterAll(() => api.close());

  it('goes to LOG_FILE and carries no personal data or secrets, whatever the requests held', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    await api.app.inject({ method: 'GET', url: '/UniversalPay?serviceid=17012340001&amount=100' });
    await api.app.inject({ method: 'GET', url: `/api/nothing?token=${token}&idCard=110105199003071234` });
    await api.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '08' }, token);
    api.app.log.error(
      { err: Object.assign(new Error('Failed query: select 1\nparams: 17012340001,110105199003071234'), { query: 'select 1' }) },
      'probe failure',
    );
    api.app.log.warn({ phone: '17012340001', bankCard: '6216600000000001234', token }, 'probe fields');

    let text = '';
    for (let attempt = 0; attempt < 40 && !text.includes('probe fields'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      text = readFileSync(logFile, 'utf8');
    }
    expect(text).toContain('probe fields');
    expect(text).toContain('170****0001');
    // Request ids are random UUIDs, whose last group can hold eleven digits after a letter (d13479878989).
    text = text.replace(/\b[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\b/g, '<uuid>');
    expect(text).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
    expect(text).not.toMatch(/(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/);
    expect(text).not.toMatch(/(?<!\d)\d{16,19}(?!\d)/);
    expect(text).not.toContain(token);
    const smsCode = await api.readLatestSmsCode('17012340001');
    expect(text).not.toMatch(new RegExp(`(?<![\\d.])${smsCode}(?![\\d.])`));
  });
});
