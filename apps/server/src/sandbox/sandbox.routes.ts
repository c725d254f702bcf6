import { formatChinaDateTime } from '@hall/contract/china-time';
import { ResponseCode } from '@hall/contract/codes';
import { PROMISE_VIDEO_TICKET_MAX_LENGTH } from '@hall/contract/cards/schemas';
import { FACE_SIMULATION_COUNTDOWN_SECONDS } from '@hall/contract/identity/rules';
import { OAUTH_CODE_TTL_SECONDS } from '@hall/contract/auth/rules';
import { desc, eq, isNull, and, notLike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxFaceSessions, sandboxOauthCodes, sandboxSmsOutbox, sandboxWechatUsers } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { openPromiseVideoTicket } from '../platform/promise-video-ticket.ts';
import { maskPhone } from '../platform/masking.ts';
import { createRandomToken, hashToken } from '../platform/secrets.ts';
import { SNAPSHOT_NICKNAME } from '../providers/wechat-oauth/sandbox-wechat-oauth.ts';
import { registerSandboxCashierRoutes } from '../providers/wechat-pay/sandbox-cashier.routes.ts';
import { registerSandboxSigningRoutes } from '../providers/wechat-papay/sandbox-signing.routes.ts';
import { escapeHtml, isLocalPath, renderSandboxPage } from './html.ts';
import { recordPromiseVideo } from './sandbox-steps.ts';
import { sandboxText } from './sandbox-input.ts';

/** Openids of the snapshot page's virtual users, kept out of the list of demo users. */
const SNAPSHOT_OPENID_PREFIX = 'snapshot-';

const authorizeQuerySchema = z.object({
  redirect_uri: sandboxText(600),
  state: sandboxText(128).default(''),
});
const confirmBodySchema = authorizeQuerySchema.extend({ openid: sandboxText(64) });
const newUserBodySchema = authorizeQuerySchema.extend({ nickname: sandboxText(20).trim().min(1) });
const faceDecisionSchema = z.object({ ref: sandboxText(64), result: z.enum(['passed', 'failed']) });
const outboxQuerySchema = z.object({ phone: sandboxText(11).optional() });
/** Sessions started before checks carried the ID number (migration 0018) have none to show. */
const NO_ID_NUMBER = '未提供证件号';

const FACE_COUNTDOWN_SCRIPT = `var seconds = ${FACE_SIMULATION_COUNTDOWN_SECONDS};
var label = document.getElementById('countdown');
var timer = setInterval(function () {
  seconds -= 1; label.textContent = String(seconds);
  if (seconds <= 0) { clearInterval(timer); document.getElementById('face-passed').submit(); }
}, 1000);
document.getElementById('face-failed').addEventListener('submit', function () { clearInterval(timer); });`;

/** snsapi_base is silent in WeChat; the sandbox still asks who the person is, and says it would not. */
function headingOf(query: unknown): string {
  const scope = z.object({ scope: z.string() }).safeParse(query);
  return scope.success && scope.data.scope === 'snsapi_base' ? '自助营业厅 静默获取你的身份（微信中无需确认）' : '自助营业厅 申请获得你的昵称、头像';
}

function appendQuery(path: string, params: Record<string, string>): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams(params).toString()}`;
}

/** Pages that stand in for WeChat: its authorisation and, with the sandbox WeChat Pay, the cashier. */
export function registerSandboxWechatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  if (deps.providers.sandboxWechatPay) {
    registerSandboxCashierRoutes(app, deps, deps.providers.sandboxWechatPay);
  }
  if (deps.providers.sandboxEntrustedDebit) {
    registerSandboxSigningRoutes(app, deps, deps.providers.sandboxEntrustedDebit);
  }

  app.get('/sandbox/wechat/authorize', async (request, reply) => {
    const query = authorizeQuerySchema.safeParse(request.query);
    if (!query.success || !isLocalPath(query.data.redirect_uri)) {
      return reply.code(400).type('text/html').send(renderSandboxPage('授权失败', '<h1>redirect_uri 无效</h1>'));
    }
    const users = await db
      .select()
      .from(sandboxWechatUsers)
      .where(notLike(sandboxWechatUsers.openid, `${SNAPSHOT_OPENID_PREFIX}%`))
      .orderBy(sandboxWechatUsers.openid);
    const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(query.data.redirect_uri)}">
<input type="hidden" name="state" value="${escapeHtml(query.data.state)}">`;
    const choices = users
      .map(
        (user) => `<form method="post" action="/sandbox/wechat/authorize" class="card">${hidden}
<input type="hidden" name="openid" value="${escapeHtml(user.openid)}">
<strong>${escapeHtml(user.nickname)}</strong><div class="note">${escapeHtml(user.note)}</div>
<button type="submit">以「${escapeHtml(user.nickname)}」身份授权登录</button></form>`,
      )
      .join('');
    // A first start without demo data has no WeChat users: a tester adds one, as a person would
    // open the app with their own WeChat account.
    const newUser = `<form method="post" action="/sandbox/wechat/users" class="card">${hidden}
<label>新微信用户昵称 <input name="nickname" maxlength="20" required aria-label="新微信用户昵称"></label>
<button type="submit">新建用户并授权登录</button></form>`;
    // WeChat's snapshot page: a person who has not really authorised browses as a virtual user.
    const snapshot = `<form method="post" action="/sandbox/wechat/authorize/snapshot" class="card">${hidden}
<strong>快照页虚拟用户</strong><div class="note">模拟未完整授权、停留在微信快照页的用户（is_snapshotuser=1）：可浏览，不能绑定或支付</div>
<button type="submit" class="secondary">以快照页虚拟用户进入</button></form>`;
    const intro = users.length > 0 ? '请选择一个演示微信用户' : '还没有演示微信用户，请新建一个';
    return reply
      .type('text/html')
      .send(renderSandboxPage('微信授权', `<h1>${escapeHtml(headingOf(request.query))}</h1><p class="note">${intro}</p>${choices}${newUser}${snapshot}`));
  });

  /** Hands the app an authorisation code for the user, as WeChat does after the person agrees. */
  const authorizeAs = async (openid: string, redirectUri: string, state: string, isSnapshotUser = false) => {
    const code = createRandomToken();
    await db.insert(sandboxOauthCodes).values({
      codeHash: hashToken(code),
      openid,
      isSnapshotUser,
      expiresAt: new Date(deps.now().getTime() + OAUTH_CODE_TTL_SECONDS * 1000),
    });
    return appendQuery(redirectUri, { code, state });
  };

  app.post('/sandbox/wechat/users', async (request, reply) => {
    const body = newUserBodySchema.safeParse(request.body);
    if (!body.success || !isLocalPath(body.data.redirect_uri)) {
      return reply.code(400).type('text/html').send(renderSandboxPage('授权失败', '<h1>请填写1到20个字的昵称</h1>'));
    }
    const openid = `sandbox-${createRandomToken().slice(0, 20)}`;
    await db.insert(sandboxWechatUsers).values({ openid, nickname: body.data.nickname, note: '在授权页新建的微信用户' });
    return reply.redirect(await authorizeAs(openid, body.data.redirect_uri, body.data.state), 302);
  });

  app.post('/sandbox/wechat/authorize/snapshot', async (request, reply) => {
    const body = authorizeQuerySchema.safeParse(request.body);
    if (!body.success || !isLocalPath(body.data.redirect_uri)) {
      return reply.code(400).type('text/html').send(renderSandboxPage('授权失败', '<h1>授权参数无效</h1>'));
    }
    // The snapshot page's openid is virtual, never that of a real user (and not listed as one).
    const openid = `${SNAPSHOT_OPENID_PREFIX}${createRandomToken().slice(0, 20)}`;
    await db.insert(sandboxWechatUsers).values({ openid, nickname: SNAPSHOT_NICKNAME, note: '快照页虚拟用户' });
    return reply.redirect(await authorizeAs(openid, body.data.redirect_uri, body.data.state, true), 302);
  });

  app.post('/sandbox/wechat/authorize', async (request, reply) => {
    const body = confirmBodySchema.safeParse(request.body);
    if (!body.success || !isLocalPath(body.data.redirect_uri)) {
      return reply.code(400).type('text/html').send(renderSandboxPage('授权失败', '<h1>授权参数无效</h1>'));
    }
    const users = await db.select().from(sandboxWechatUsers).where(eq(sandboxWechatUsers.openid, body.data.openid));
    if (users.length === 0) {
      return reply.code(400).type('text/html').send(renderSandboxPage('授权失败', '<h1>用户不存在</h1>'));
    }
    return reply.redirect(await authorizeAs(body.data.openid, body.data.redirect_uri, body.data.state), 302);
  });
}

/** The face check's page: counts down and passes, or fails on request. */
export function registerSandboxFaceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.get('/sandbox/face', async (request, reply) => {
    const ref = z.object({ ref: sandboxText(64) }).safeParse(request.query);
    const sessions = ref.success ? await db.select().from(sandboxFaceSessions).where(eq(sandboxFaceSessions.providerRef, ref.data.ref)) : [];
    const session = sessions[0];
    if (!session) {
      return reply.code(404).type('text/html').send(renderSandboxPage('人脸识别', '<h1>核验会话不存在</h1>'));
    }
    const form = (result: string, label: string, className = '') =>
      `<form method="post" action="/sandbox/face/decide" id="face-${result}"><input type="hidden" name="ref" value="${escapeHtml(session.providerRef)}"><input type="hidden" name="result" value="${result}"><button type="submit" class="${className}">${label}</button></form>`;
    const body = `<h1>人脸识别验证</h1>
<div class="card"><p>核验对象：<span id="face-owner-name">${escapeHtml(session.ownerName)}</span></p>
<p>证件号码：<span id="face-id-number">${escapeHtml(session.idNumberMasked || NO_ID_NUMBER)}</span></p>
<p>请保持面部在取景框内，<strong id="countdown">${FACE_SIMULATION_COUNTDOWN_SECONDS}</strong> 秒后自动完成验证</p></div>
${form('passed', '立即通过验证')}${form('failed', '模拟验证失败', 'secondary')}
<script src="/sandbox/assets/face-countdown.js"></script>`;
    return reply.type('text/html').send(renderSandboxPage('人脸识别', body));
  });

  // Served as a file, not inline, so the page keeps the strict script policy.
  app.get('/sandbox/assets/face-countdown.js', async (_request, reply) => reply.type('text/javascript').send(FACE_COUNTDOWN_SCRIPT));

  app.post('/sandbox/face/decide', async (request, reply) => {
    const decision = faceDecisionSchema.safeParse(request.body);
    if (!decision.success) {
      return reply.code(400).type('text/html').send(renderSandboxPage('人脸识别', '<h1>参数无效</h1>'));
    }
    const updated = await db
      .update(sandboxFaceSessions)
      .set({ result: decision.data.result, decidedAt: deps.now() })
      .where(and(eq(sandboxFaceSessions.providerRef, decision.data.ref), isNull(sandboxFaceSessions.result)))
      .returning({ returnUrl: sandboxFaceSessions.returnUrl });
    const target = updated[0]?.returnUrl;
    if (!target || !isLocalPath(target)) {
      return reply.code(409).type('text/html').send(renderSandboxPage('人脸识别', '<h1>该核验已完成</h1>'));
    }
    return reply.redirect(target, 302);
  });
}

/** The SMS phone: the outbox as a page and as JSON. */
export function registerSandboxSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.get('/sandbox/api/sms', async (request, reply) => {
    const query = outboxQuerySchema.safeParse(request.query ?? {});
    if (!query.success) {
      return reply.code(400).send({ code: ResponseCode.INVALID, msg: '参数无效' });
    }
    const rows = await db
      .select()
      .from(sandboxSmsOutbox)
      .where(query.data.phone ? eq(sandboxSmsOutbox.phone, query.data.phone) : undefined)
      .orderBy(desc(sandboxSmsOutbox.id))
      .limit(50);
    return { code: 1, msg: '成功', data: { list: rows } };
  });

  app.get('/sandbox/sms', async (request, reply) => {
    const query = outboxQuerySchema.safeParse(request.query ?? {});
    const phone = query.success ? query.data.phone : undefined;
    const rows = await db
      .select()
      .from(sandboxSmsOutbox)
      .where(phone ? eq(sandboxSmsOutbox.phone, phone) : undefined)
      .orderBy(desc(sandboxSmsOutbox.id))
      .limit(50);
    const items = rows
      .map(
        (row) =>
          `<div class="card"><strong>${escapeHtml(row.phone)}</strong> <span class="note">${formatChinaDateTime(row.createdAt)}</span><p>${escapeHtml(row.text)}</p></div>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(renderSandboxPage('短信收件箱', `<h1>短信收件箱${phone ? ` · ${escapeHtml(phone)}` : ''}</h1>${items || '<p class="note">暂无短信</p>'}`));
  });
}

/** Demo aids no outside system owns: the operator's promise-video mini program and the customer-service chat. */
export function registerDemoAidRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // The operator's mini program that records the promise video, opened by CPDEIMG's QR code with
  // a ticket (never the number itself).
  const readTicket = (source: unknown) => {
    const parsed = z.object({ ticket: sandboxText(PROMISE_VIDEO_TICKET_MAX_LENGTH) }).safeParse(source);
    return parsed.success ? { ticket: parsed.data.ticket, phone: openPromiseVideoTicket(deps.secretKey, parsed.data.ticket, deps.now()) } : null;
  };

  app.get('/sandbox/promise-video', async (request, reply) => {
    const opened = readTicket(request.query);
    if (!opened?.phone) {
      return reply.code(400).type('text/html').send(renderSandboxPage('承诺视频', '<h1>二维码已失效，请重新查询</h1>'));
    }
    return reply.type('text/html').send(
      renderSandboxPage(
        '承诺视频',
        `<h1>承诺视频录制（小程序模拟）</h1><div class="card"><p>号码 ${escapeHtml(maskPhone(opened.phone))} 办理业务前需录制承诺视频：请朗读“本人承诺所办理业务为本人真实意愿”。</p></div>
<form method="post" action="/sandbox/promise-video"><input type="hidden" name="ticket" value="${escapeHtml(opened.ticket)}"><button type="submit">录制并上传承诺视频</button></form>`,
      ),
    );
  });

  app.post('/sandbox/promise-video', async (request, reply) => {
    const opened = readTicket(request.body);
    if (!opened?.phone) {
      return reply.code(400).type('text/html').send(renderSandboxPage('承诺视频', '<h1>二维码已失效，请重新查询</h1>'));
    }
    // Recording the video settles the back office's requirement for the number.
    await recordPromiseVideo(db, opened.phone);
    return reply.type('text/html').send(renderSandboxPage('承诺视频', '<h1>上传成功</h1><p class="note">承诺视频已上传，请返回公众号继续办理业务。</p>'));
  });

  app.get('/sandbox/chat', async (request, reply) => {
    const nickName = z.object({ nickName: sandboxText(40).catch('') }).parse(request.query ?? {}).nickName;
    return reply
      .type('text/html')
      .send(
        renderSandboxPage(
          '在线客服',
          `<h1>在线客服</h1><div class="card"><p>您好！这里是在线客服（沙箱）${nickName ? `，为您接入：${escapeHtml(nickName)}` : ''}。</p><p class="note">真实环境中此处为运营商的在线客服会话。人工客服时间 8:00-21:00，客服热线 ${escapeHtml(deps.config.HOTLINE)}。</p></div><a class="button" href="/">返回营业厅</a>`,
        ),
      );
  });
}
