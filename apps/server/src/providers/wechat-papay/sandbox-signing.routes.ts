import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { escapeHtml, isLocalPath, renderSandboxPage } from '../../sandbox/html.ts';
import { sandboxText } from '../../sandbox/sandbox-input.ts';
import { toHeaderRecord } from '../wechat-pay/notification-signature.ts';
import { contractNotifyPathOf } from './contract-notify.ts';
import type { ContractNotification } from './entrusted-debit.ts';
import {
  findSandboxContractByRef,
  setSandboxDebitsFail,
  signSandboxContract,
  terminateSandboxContract,
  type SandboxEntrustedDebit,
  type SandboxPapayContract,
} from './sandbox-entrusted-debit.ts';

const refSchema = z.object({ ref: sandboxText(64).min(1) });
const actionSchema = refSchema.extend({ action: z.enum(['sign', 'sign-failing', 'debits-fail', 'debits-pay', 'terminate']) });

const TITLE = '微信支付 委托代扣';

function pageOf(contract: SandboxPapayContract): string {
  const back = isLocalPath(contract.returnUrl) ? `<a class="button secondary" href="${escapeHtml(contract.returnUrl)}">返回商户</a>` : '';
  const form = (action: string, label: string, className = '') =>
    `<form method="post" action="/sandbox/papay/act"><input type="hidden" name="ref" value="${escapeHtml(contract.providerRef)}"><input type="hidden" name="action" value="${action}"><button type="submit" class="${className}">${label}</button></form>`;
  const account = `<div class="card"><p class="note">自助营业厅 话费自动充值</p><p>扣款账户：${escapeHtml(contract.displayAccount)}</p><p class="note">签约协议号 ${escapeHtml(contract.outContractCode)}</p>`;
  if (contract.state === 'UNSIGNED') {
    return `<h1>开通委托代扣</h1>${account}<p class="note">开通后，余额不足时商户将按你设置的规则从微信支付扣款充值，无需每次确认。</p></div>
${form('sign', '同意并开通')}${form('sign-failing', '开通（模拟此后扣款失败）', 'secondary')}${back}`;
  }
  if (contract.state === 'TERMINATED') {
    return `<h1>委托代扣已解约</h1>${account}</div>${back}`;
  }
  const debits = contract.failsDebits ? '此后扣款：失败（模拟零钱与银行卡均不足）' : '此后扣款：成功';
  return `<h1>委托代扣已开通</h1>${account}<p>协议号 ${escapeHtml(contract.contractId ?? '')}</p><p aria-live="polite">${debits}</p></div>
${contract.failsDebits ? form('debits-pay', '模拟此后扣款成功') : form('debits-fail', '模拟此后扣款失败', 'secondary')}
${form('terminate', '在微信中解约', 'secondary')}${back}`;
}

/**
 * The sandbox's signing page, standing in for WeChat's: /sandbox/papay?ref= shows the contract with
 * 同意并开通; signing sends the signed ENTRUST.SIGN notification to the server as WeChat Pay does,
 * then the browser returns to the merchant. The same page of a signed contract can make its debits
 * fail (or pay again) and end it in WeChat (ENTRUST.TERMINATE).
 */
export function registerSandboxSigningRoutes(app: FastifyInstance, deps: AppDeps, papay: SandboxEntrustedDebit): void {
  const notify = async (contract: SandboxPapayContract, change: ContractNotification) => {
    const { rawBody, headers } = await papay.contractNotificationOf(change, { now: deps.now() });
    const response = await app.inject({
      method: 'POST',
      url: contractNotifyPathOf(contract.notifyHandler),
      headers: { ...toHeaderRecord(headers), 'content-type': 'application/json' },
      payload: rawBody,
    });
    if (response.statusCode !== 200) {
      app.log.warn({ status: response.statusCode, outContractCode: contract.outContractCode }, 'contract notification not accepted');
    }
  };

  app.get('/sandbox/papay', async (request, reply) => {
    const query = refSchema.safeParse(request.query);
    const contract = query.success ? await findSandboxContractByRef(deps.db, query.data.ref) : null;
    if (!contract) {
      return reply.code(404).type('text/html').send(renderSandboxPage(TITLE, '<h1>签约请求不存在</h1>'));
    }
    return reply.type('text/html').send(renderSandboxPage(TITLE, pageOf(contract)));
  });

  app.post('/sandbox/papay/act', async (request, reply) => {
    const parsed = actionSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).type('text/html').send(renderSandboxPage(TITLE, '<h1>参数无效</h1>'));
    }
    const { ref, action } = parsed.data;
    const contract = await findSandboxContractByRef(deps.db, ref);
    if (!contract) {
      return reply.code(404).type('text/html').send(renderSandboxPage(TITLE, '<h1>签约请求不存在</h1>'));
    }
    const now = deps.now();
    if (action === 'sign' || action === 'sign-failing') {
      if (action === 'sign-failing') {
        await setSandboxDebitsFail(deps.db, ref, true);
      }
      const signed = await signSandboxContract(deps.db, ref, now);
      if (signed?.contractId) {
        await notify(signed, { outContractCode: signed.outContractCode, contractId: signed.contractId, state: 'SIGNED', changedAt: now });
        return reply.redirect(isLocalPath(signed.returnUrl) ? signed.returnUrl : '/', 302);
      }
    } else if (action === 'debits-fail' || action === 'debits-pay') {
      await setSandboxDebitsFail(deps.db, ref, action === 'debits-fail');
    } else if (contract.contractId) {
      const ended = await terminateSandboxContract(deps.db, contract.contractId, now);
      if (ended?.contractId) {
        await notify(ended, { outContractCode: ended.outContractCode, contractId: ended.contractId, state: 'TERMINATED', changedAt: now });
      }
    }
    return reply.redirect(`/sandbox/papay?ref=${encodeURIComponent(ref)}`, 302);
  });
}
