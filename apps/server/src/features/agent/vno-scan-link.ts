import { randomBytes } from 'node:crypto';
import { AgentMessage, LOGIN_SUCCESS_FLAG, VNO_SCAN_LINK_TTL_SECONDS } from '@hall/contract/agent/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { createAgentSession, findAgentByWorkNo, type AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { openSealedData, sealData } from '../../platform/sealed-data.ts';
import { toProfile } from './agent-login.service.ts';
import { sweepPartnerNonces, usePartnerNonce } from './partner-links.repository.ts';
import { qrCodeDataUrl } from '../../platform/qr-code.ts';

// The virtual-operator QR mode (?pone): the agent's own phone scans it and opens the card. A
// logged-in agent makes the code (VNO_SCAN_LINK); it carries a ticket sealed under SECRET_KEY
// (the agent, the card's sale resource id, an expiry and a nonce), so it cannot be made or
// altered elsewhere. Scanned within VNO_SCAN_LINK_TTL_SECONDS, once, it logs that agent in on
// the scanning phone (VNO_SCAN_LOGIN). The printed record id alone logs nobody in.

interface ScanTicket {
  workNo: string;
  saleResourceId: string;
  expiresAtMs: number;
  nonce: string;
}

/** Used tickets are remembered with the partner links' nonces, under a channel of their own. */
const SCAN_NONCE_CHANNEL = 'vno-scan';

/** The dealer's card of a sale resource id, not yet opened; the refusal an agent sees otherwise. */
async function findOwnScannedCard(deps: AppDeps, dealerId: string, saleResourceId: string) {
  const card = await deps.boss.findStockCardBySaleResource(saleResourceId);
  if (!card || card.dealerId !== dealerId) {
    throw invalid(AgentMessage.LINK_DATA_MISSING);
  }
  if (card.status === 'opened') {
    throw invalid(AgentMessage.NUMBER_ALREADY_OPENED);
  }
  return card;
}

/** VNO_SCAN_LINK: the signed, expiring ?pone link of one of the dealer's cards, with its QR code. */
export async function createScanLink(deps: AppDeps, agent: AuthenticatedAgent, saleResourceId: string): Promise<OperationOutput<'VNO_SCAN_LINK'>> {
  await findOwnScannedCard(deps, agent.dealerId, saleResourceId);
  const expiresAtMs = deps.now().getTime() + VNO_SCAN_LINK_TTL_SECONDS * 1000;
  const ticket: ScanTicket = { workNo: agent.workNo, saleResourceId, expiresAtMs, nonce: randomBytes(16).toString('base64url') };
  const query = new URLSearchParams({ pone: saleResourceId, ticket: sealData(deps.secretKey, ticket) });
  const link = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/VnoOpenCard?${query.toString()}`;
  return { link, image: await qrCodeDataUrl(link), expiresAt: new Date(expiresAtMs).toISOString() };
}

function openTicket(deps: AppDeps, sealed: string): ScanTicket | null {
  try {
    const ticket = openSealedData<Partial<ScanTicket>>(deps.secretKey, sealed);
    const { workNo, saleResourceId, expiresAtMs, nonce } = ticket;
    return typeof workNo === 'string' && typeof saleResourceId === 'string' && typeof expiresAtMs === 'number' && typeof nonce === 'string'
      ? { workNo, saleResourceId, expiresAtMs, nonce }
      : null;
  } catch {
    return null;
  }
}

/**
 * VNO_SCAN_LOGIN: a scanned link's ticket, checked (sealed here, of this record id, not expired,
 * not used), logs in the agent who made it. An expired or used one answers 链接已失效，请退出此页面.
 */
export async function logInByScanLink(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: OperationRequest<'VNO_SCAN_LOGIN'>,
): Promise<OperationOutput<'VNO_SCAN_LOGIN'>> {
  const ticket = openTicket(deps, input.ticket);
  if (!ticket || ticket.saleResourceId !== input.pone) {
    log.warn({ reason: 'invalid' }, 'vno scan link refused');
    throw invalid(AgentMessage.SCAN_LINK_INVALID);
  }
  const now = deps.now();
  if (now.getTime() > ticket.expiresAtMs) {
    throw invalid(AgentMessage.LINK_EXPIRED);
  }
  await sweepPartnerNonces(deps.db, now);
  if (!(await usePartnerNonce(deps.db, SCAN_NONCE_CHANNEL, ticket.nonce, new Date(ticket.expiresAtMs)))) {
    log.warn({ reason: 'used' }, 'vno scan link refused');
    throw invalid(AgentMessage.LINK_EXPIRED);
  }
  const agent = await findAgentByWorkNo(deps.db, ticket.workNo);
  if (!agent || agent.isDisabled) {
    throw invalid(AgentMessage.ACCOUNT_DISABLED);
  }
  await findOwnScannedCard(deps, agent.dealerId, ticket.saleResourceId);
  const token = await createAgentSession(deps.db, agent.workNo, now);
  log.info({ workNo: agent.workNo }, 'vno scan link used');
  return { flag: LOGIN_SUCCESS_FLAG, message: AgentMessage.LOGIN_SUCCEEDED, token, profile: toProfile(agent) };
}
