import { createHmac, randomBytes } from 'node:crypto';
import { PARTNER_CHANNELS, partnerLoginPath } from '@hall/contract/agent/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { DEMO_PARTNER_LINK } from '../seed/demo/agent.ts';
import { escapeHtml, renderSandboxPage } from './html.ts';

// Stands in for a partner's own site: it holds the channel's secret (shown once in the console's
// 渠道管理; the demo channel's is prefilled) and mints a fresh signed login link, as the partner's
// server would. This is the partner's code, not the operator's: it signs on its own.

const mintSchema = z.object({
  channel: z.enum(PARTNER_CHANNELS),
  secret: z.string().trim().min(1).max(200),
});

/** The partner's half of the link rule (agent/rules.ts PARTNER_LINK_*): ts, nonce, hex HMAC-SHA256 of channel|ts|nonce. */
function mintPartnerLink(channel: (typeof PARTNER_CHANNELS)[number], secret: string, now: Date): string {
  const ts = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(18).toString('base64url');
  const sig = createHmac('sha256', secret).update(`${channel}|${ts}|${nonce}`).digest('hex');
  return `${partnerLoginPath(channel)}?${new URLSearchParams({ ts, nonce, sig }).toString()}`;
}

function renderForm(channel: string, secret: string): string {
  const options = PARTNER_CHANNELS.map(
    (option) => `<option value="${option}"${option === channel ? ' selected' : ''}>${option}（${escapeHtml(partnerLoginPath(option))}）</option>`,
  ).join('');
  return `<form method="post" action="/sandbox/partner" class="card">
<p><label>合作渠道<br><select name="channel" aria-label="合作渠道">${options}</select></label></p>
<p><label>渠道密钥<br><input name="secret" value="${escapeHtml(secret)}" maxlength="200" autocomplete="off" aria-label="渠道密钥"></label></p>
<p class="note">演示渠道 ${DEMO_PARTNER_LINK.channel} 的密钥已预填；其他渠道请粘贴运营后台「渠道管理 › 合作链接」生成的密钥。</p>
<button type="submit">生成登录链接</button>
</form>`;
}

export function registerPartnerSiteSandboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/sandbox/partner', async (_request, reply) => {
    const body = `<h1>合作方网站（模拟）</h1>${renderForm(DEMO_PARTNER_LINK.channel, DEMO_PARTNER_LINK.secret)}`;
    return reply.type('text/html').send(renderSandboxPage('合作方网站', body));
  });

  app.post('/sandbox/partner', async (request, reply) => {
    const input = mintSchema.safeParse(request.body);
    if (!input.success) {
      const body = `<h1>合作方网站（模拟）</h1><p class="card">请选择渠道并填写密钥</p>${renderForm(DEMO_PARTNER_LINK.channel, '')}`;
      return reply.code(400).type('text/html').send(renderSandboxPage('合作方网站', body));
    }
    const { channel, secret } = input.data;
    const link = mintPartnerLink(channel, secret, deps.now());
    const body = `<h1>合作方网站（模拟）</h1>
<div class="card"><p>已为渠道 ${escapeHtml(channel)} 生成登录链接，5 分钟内有效，只能使用一次：</p>
<a class="button" href="${escapeHtml(link)}">进入开卡</a>
<p class="note" style="word-break:break-all">${escapeHtml(link)}</p></div>
${renderForm(channel, secret)}`;
    return reply.type('text/html').send(renderSandboxPage('合作方网站', body));
  });
}
