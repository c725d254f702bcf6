#!/usr/bin/env node
// Logs in as a demo WeChat user against a server running with sandbox providers, the way a
// browser does: authorise (state cookie) → sandbox consent → code → LOGIN. Prints the token.
// Usage: node scripts/sandbox-login.mjs [openid] [baseUrl]
//   e.g. TOKEN=$(node scripts/sandbox-login.mjs o_demo_zhangwei http://localhost:3000)

/** Returns a subscriber token for `openid`; reusable from benchmarks and load tests. */
export async function sandboxLogin(openid = 'o_demo_zhangwei', baseUrl = 'http://localhost:3000') {
  const authorize = await fetch(`${baseUrl}/api/wechat/authorize?redirect=/`, { redirect: 'manual' });
  const cookie = (authorize.headers.get('set-cookie') ?? '').split(';')[0];
  const consentUrl = new URL(authorize.headers.get('location') ?? '', baseUrl);
  const consent = await fetch(`${baseUrl}/sandbox/wechat/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      openid,
      redirect_uri: consentUrl.searchParams.get('redirect_uri') ?? '/',
      state: consentUrl.searchParams.get('state') ?? '',
    }),
  });
  const back = new URL(consent.headers.get('location') ?? '', baseUrl);
  const login = await fetch(`${baseUrl}/api/wechat/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
  });
  const envelope = await login.json();
  if (envelope.code !== 1) {
    throw new Error(`login failed: ${envelope.msg}`);
  }
  return envelope.data.token;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [openid, baseUrl] = process.argv.slice(2);
  console.log(await sandboxLogin(openid, baseUrl));
}
