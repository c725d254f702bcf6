import { describe, expect, it } from 'vitest';
import { scrubLogText } from '../apps/server/src/platform/log-safety.ts';
import { scanLogText } from './scan-logs.mjs';

// The log scan that follows the browser suite must find what it looks for, and pass clean logs.

describe('scanLogText', () => {
  it('finds phone numbers, ID numbers, tokens, SMS texts and code fields', () => {
    const log = [
      '{"level":30,"msg":"bind 17012340002"}',
      '{"level":30,"idCard":"440106198811204321"}',
      '{"level":30,"url":"/api?token=Qx3_9aZk0v-LmP2rT8yWc4uEo7iN1sDh6fGjKbHq5Va"}',
      '{"level":30,"text":"您正在绑定号码，验证码482913，5分钟内有效"}',
      '{"level":30,"body":{"code":"482913"}}',
      '{"level":30,"body":{"rawServicePass":"123456"}}',
    ].join('\n');
    expect(scanLogText(log).map((finding) => finding.kind)).toEqual([
      'phone number',
      'ID number',
      'token',
      'SMS text with its code',
      'code or password field',
      'code or password field',
    ]);
    expect(scanLogText('{"msg":"x","pid":1234,"responseTime":12.482913}\n{"n":482913}', { smsCodes: ['482913'] })).toHaveLength(1);
    const requestId = '{"reqId":"56c53801-1486-4628-b2b2-7c989d821555","msg":"incoming request"}';
    expect(
      scanLogText(`${requestId}\n{"text":"验证码821555"}\n{"code":"821555"}`, { smsCodes: ['821555'] })
        .filter((finding) => finding.kind === 'SMS code sent during the run')
        .map((finding) => finding.line),
    ).toEqual([2, 3]);
  });

  it('passes what the server writes, masked', () => {
    const line = JSON.stringify({
      level: 50,
      time: 1718000000000,
      reqId: '3f6c1e2a-9b7d-4c1e-8f2a-1b2c3d4e5f60',
      err: { code: '23505', message: 'duplicate key value violates unique constraint' },
      msg: 'phone 17012340001 id 110105199003071234 token Qx3_9aZk0v-LmP2rT8yWc4uEo7iN1sDh6fGjKbHq5Va order R20250611123456abcdefghijklmnopq',
    });
    expect(scanLogText(line)).not.toEqual([]);
    expect(scanLogText(scrubLogText(line))).toEqual([]);
  });

  it('takes no UUID for a phone number, whatever digits its last group holds', () => {
    const line = '{"reqId":"6ef60bec-0242-43af-bb20-a13812345678","msg":"RequestId 6ef60bec-0242-43af-bb20-13812345678f"}';
    expect(scanLogText(line)).toEqual([]);
    expect(scanLogText(`${line} 13812345678`).map((finding) => finding.kind)).toEqual(['phone number']);
  });
});
