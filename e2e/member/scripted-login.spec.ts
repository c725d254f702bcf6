import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

// The README's scripted login: the sandbox OAuth code exchanged by LOGIN, as benchmarks and load
// tests use it, gives a token that the API accepts as the demo subscriber's.

const script = fileURLToPath(new URL('../../scripts/sandbox-login.mjs', import.meta.url));

test('scripts/sandbox-login.mjs prints a token the API accepts as that demo subscriber', async ({ request, baseURL }) => {
  const { stdout } = await promisify(execFile)(process.execPath, [script, 'o_demo_zhangwei', baseURL ?? ''], { timeout: 20_000 });
  const token = stdout.trim();
  expect(token).toMatch(/^\S{20,}$/);

  const member = await (await request.post('/api/wechat/memberInfo', { data: { token } })).json();
  expect(member).toMatchObject({ code: 1, data: { memberInfo: { memberName: '张伟', bindStatus: 1 } } });
  expect(member.data.mobilePhoneInfo.mobilePhone).toMatch(/^170.*0001$/);
});
