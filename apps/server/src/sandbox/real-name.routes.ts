import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxCaptchaOutbox, sandboxRealNameSessions } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { escapeHtml, isLocalPath, renderSandboxPage } from './html.ts';
import { sandboxText } from './sandbox-input.ts';

const decisionSchema = z.object({
  ref: sandboxText(64),
  result: z.enum(['passed', 'face_failed', 'id_failed']),
  customerName: sandboxText(10).trim().min(1),
  idNumber: z
    .string()
    .trim()
    .regex(/^\d{17}[\dXx]$/),
  address: sandboxText(100).trim().default(''),
});

/** Stands in for the agent flow's real-name service: the customer's ID card is read, then the face. */
export function registerRealNameSandboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get('/sandbox/real-name', async (request, reply) => {
    const ref = z.object({ ref: sandboxText(64) }).safeParse(request.query);
    const sessions = ref.success ? await db.select().from(sandboxRealNameSessions).where(eq(sandboxRealNameSessions.providerRef, ref.data.ref)) : [];
    const session = sessions[0];
    if (!session) {
      return reply.code(404).type('text/html').send(renderSandboxPage('实名认证', '<h1>实名认证会话不存在</h1>'));
    }
    const button = (result: string, label: string, className = '') =>
      `<button type="submit" name="result" value="${result}" class="${className}">${label}</button>`;
    const body = `<h1>实名认证（身份证识别 + 人脸比对）</h1>
<form method="post" action="/sandbox/real-name/decide" class="card">
<input type="hidden" name="ref" value="${escapeHtml(session.providerRef)}">
<p><label>客户姓名<br><input name="customerName" value="王小明" maxlength="10" aria-label="客户姓名"></label></p>
<p><label>身份证号<br><input name="idNumber" value="440106199001011234" maxlength="18" aria-label="身份证号"></label></p>
<p><label>证件地址<br><input name="address" value="广东省广州市天河区天河路1号" maxlength="100" aria-label="证件地址"></label></p>
${button('passed', '识别通过并完成人脸比对')}${button('face_failed', '模拟人脸比对失败', 'secondary')}${button('id_failed', '模拟身份证识别失败', 'secondary')}
</form>`;
    return reply.type('text/html').send(renderSandboxPage('实名认证', body));
  });

  app.post('/sandbox/real-name/decide', async (request, reply) => {
    const decision = decisionSchema.safeParse(request.body);
    if (!decision.success) {
      return reply.code(400).type('text/html').send(renderSandboxPage('实名认证', '<h1>参数无效</h1>'));
    }
    const { ref, result, customerName, idNumber, address } = decision.data;
    const updated = await db
      .update(sandboxRealNameSessions)
      .set({ result, customerName, idNumber: idNumber.toUpperCase(), address, decidedAt: deps.now() })
      .where(and(eq(sandboxRealNameSessions.providerRef, ref), isNull(sandboxRealNameSessions.result)))
      .returning({ returnUrl: sandboxRealNameSessions.returnUrl });
    const target = updated[0]?.returnUrl;
    if (!target || !isLocalPath(target)) {
      return reply.code(409).type('text/html').send(renderSandboxPage('实名认证', '<h1>该实名认证已完成</h1>'));
    }
    return reply.redirect(target, 302);
  });
}

/** A demo aid: what the captcha image of a login page shows (the journeys read it as a person reads the image). */
export function registerCaptchaReaderRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/sandbox/api/captcha', async (request) => {
    const query = z.object({ randomStr: sandboxText(64) }).safeParse(request.query);
    const rows = query.success ? await deps.db.select().from(sandboxCaptchaOutbox).where(eq(sandboxCaptchaOutbox.randomStr, query.data.randomStr)) : [];
    return { code: 1, msg: '成功', data: { answer: rows[0]?.answer ?? '' } };
  });
}
