import { createHmac } from 'node:crypto';
import {
  PARTNER_CHANNELS,
  PARTNER_LINK_MAX_AGE_SECONDS,
  PARTNER_NONCE_PATTERN,
  PARTNER_SIGNATURE_PATTERN,
  PartnerLinkMessage,
  type PartnerChannel,
} from '@hall/contract/agent/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { findPartnerLink, openPartnerSecret } from '../../domain/partner-links.ts';
import { areEqualSecrets } from '../../platform/secrets.ts';
import { isPartnerNonceUsed, sweepPartnerNonces, usePartnerNonce } from './partner-links.repository.ts';

// A partner no-code link logs its channel's agent in only when the partner's own site signed it:
// `ts`, `nonce` and `sig` = HMAC-SHA256(secret, `<channel>|<ts>|<nonce>`), hex. The link is
// accepted within PARTNER_LINK_MAX_AGE_SECONDS of the server's clock, and its nonce once.

/** What a partner link carries besides its channel prefix (the page's query). */
export interface PartnerLinkProof {
  ts?: string | undefined;
  nonce?: string | undefined;
  sig?: string | undefined;
}

type Refusal = keyof typeof PartnerLinkMessage;

function isPartnerChannel(channel: string): channel is PartnerChannel {
  return (PARTNER_CHANNELS as readonly string[]).includes(channel);
}

function refuse(log: FastifyBaseLogger, channel: string, reason: Refusal): never {
  // The channel and the reason only: never the signature, nonce or secret.
  log.warn({ partner: channel.slice(0, 8), reason }, 'partner link refused');
  throw invalid(PartnerLinkMessage[reason]);
}

export function signPartnerLink(secret: string, channel: string, ts: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${channel}|${ts}|${nonce}`).digest('hex');
}

/**
 * The agent a partner link logs in, once the link is checked: a known, enabled channel, a correct
 * signature, a fresh timestamp and an unused nonce. `use` records the nonce (AGENT_LOGIN); the
 * ticket step (GET_SESSION) only checks it. Refusals are logged and answered in Chinese.
 */
export async function checkPartnerLink(
  deps: AppDeps,
  log: FastifyBaseLogger,
  channel: string,
  proof: PartnerLinkProof,
  mode: 'check' | 'use',
): Promise<string> {
  if (!isPartnerChannel(channel)) {
    return refuse(log, channel, 'UNKNOWN_CHANNEL');
  }
  const { ts = '', nonce = '', sig = '' } = proof;
  if (!/^\d{1,12}$/.test(ts) || !PARTNER_NONCE_PATTERN.test(nonce) || !PARTNER_SIGNATURE_PATTERN.test(sig)) {
    return refuse(log, channel, 'UNSIGNED');
  }
  const link = await findPartnerLink(deps.db, channel);
  if (!link) {
    return refuse(log, channel, 'UNKNOWN_CHANNEL');
  }
  if (link.disabledAt) {
    return refuse(log, channel, 'DISABLED');
  }
  const secret = openPartnerSecret(deps.secretKey, link);
  if (!secret || !areEqualSecrets(signPartnerLink(secret, channel, ts, nonce), sig)) {
    return refuse(log, channel, 'BAD_SIGNATURE');
  }
  const now = deps.now();
  const signedAtMs = Number(ts) * 1000;
  if (Math.abs(now.getTime() - signedAtMs) > PARTNER_LINK_MAX_AGE_SECONDS * 1000) {
    return refuse(log, channel, 'EXPIRED');
  }
  if (mode === 'check') {
    if (await isPartnerNonceUsed(deps.db, channel, nonce)) {
      return refuse(log, channel, 'USED');
    }
    return link.workNo;
  }
  await sweepPartnerNonces(deps.db, now);
  if (!(await usePartnerNonce(deps.db, channel, nonce, new Date(signedAtMs + PARTNER_LINK_MAX_AGE_SECONDS * 1000)))) {
    return refuse(log, channel, 'USED');
  }
  log.info({ partner: channel, workNo: link.workNo }, 'partner link used');
  return link.workNo;
}
