import { AgentMessage, CAPTCHA_TTL_SECONDS, LOGIN_SUCCESS_FLAG } from '@hall/contract/agent/rules';
import type { AgentProfile } from '@hall/contract/agent/agent-login-schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import {
  consumeAgentLoginTicket,
  createAgentLoginTicket,
  createAgentSession,
  findAgentByWorkNo,
  type AuthenticatedAgent,
} from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { checkLoginPassword } from '../../platform/login-lockout.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import { areEqualSecrets, hashShortCode, hashToken } from '../../platform/secrets.ts';
import { consumeCaptcha, insertCaptcha, recordSandboxCaptcha } from './agent-login.repository.ts';
import { renderCaptchaOffThread } from './captcha-renderer.ts';
import { checkPartnerLink } from './partner-links.ts';

// The agents' login: a captcha image, a short-lived login ticket, then work number and password
// (or a partner link signed by the partner's site, for its channel's agent, without captcha or
// password: partner-links.ts). Sessions live in platform/agent-sessions.ts.

export function toProfile(agent: AuthenticatedAgent): AgentProfile {
  return {
    workName: agent.name,
    workNo: agent.workNo,
    loginName: agent.workNo,
    mobile: agent.mobile,
    channel: agent.channel,
    dealerName: agent.dealerName,
    dealerId: agent.dealerId,
    dealerMainId: agent.dealerMainId,
    defaultSaleKind: agent.defaultSaleKind,
    systemId: agent.systemId,
    role: agent.role,
  };
}

function hashCaptchaAnswer(deps: AppDeps, answer: string): string {
  return hashShortCode(deps.secretKey, 'agent-captcha', answer.toLowerCase());
}

function isPartnerLogin(type: string | undefined): boolean {
  return type === 'partner';
}

/** A captcha image bound to the page's random string; only the answer's hash is kept. Drawn off the event loop. */
export async function createCaptchaImage(deps: AppDeps, randomStr: string): Promise<BinaryReply> {
  const captcha = await renderCaptchaOffThread(deps);
  const now = deps.now();
  await insertCaptcha(deps.db, hashToken(randomStr), hashCaptchaAnswer(deps, captcha.text), new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000));
  // A demo aid: the journeys read the text as a person reads the image; kept only while it is on.
  if (deps.providers.sandboxes.has('demo')) {
    await recordSandboxCaptcha(deps.db, randomStr, captcha.text, now);
  }
  return { contentType: 'image/png', body: captcha.png };
}

/**
 * GET_SESSION: a login ticket bound to the work number (or a partner link's account). Any well-formed
 * work number gets one, known or not, so the answer never tells whether it exists; an unknown or
 * disabled one fails at AGENT_LOGIN like a wrong password.
 */
export async function createLoginTicket(
  deps: AppDeps,
  input: OperationRequest<'GET_SESSION'>,
  log: FastifyBaseLogger,
): Promise<OperationOutput<'GET_SESSION'>> {
  const workNo = isPartnerLogin(input.Type) ? await checkPartnerLink(deps, log, input.workNo, input, 'check') : input.workNo;
  return { thirdSession: await createAgentLoginTicket(deps.db, workNo, deps.now()), workNo };
}

/** Uses the ticket and the captcha once each, then checks the password and opens a session. */
export async function logInAgent(deps: AppDeps, input: OperationRequest<'AGENT_LOGIN'>, log: FastifyBaseLogger): Promise<OperationOutput<'AGENT_LOGIN'>> {
  const { db } = deps;
  const now = deps.now();
  const partnerWorkNo = isPartnerLogin(input.type) ? await checkPartnerLink(deps, log, input.workNo, input, 'use') : null;
  const workNo = partnerWorkNo ?? input.workNo;
  if (!(await consumeAgentLoginTicket(db, workNo, input.thirdSession, now))) {
    throw invalid(AgentMessage.LOGIN_TICKET_GONE);
  }
  if (partnerWorkNo === null) {
    const answerHash = await consumeCaptcha(db, hashToken(input.randomStr), now);
    if (!answerHash) {
      throw invalid(AgentMessage.CAPTCHA_GONE);
    }
    if (!areEqualSecrets(answerHash, hashCaptchaAnswer(deps, input.code))) {
      throw invalid(AgentMessage.CAPTCHA_WRONG);
    }
  }
  const agent = await findAgentByWorkNo(db, workNo);
  // A partner link's signature, checked and used above, stands in for the password.
  const isRight =
    partnerWorkNo !== null ||
    (await checkLoginPassword(db, { realm: 'agent', loginName: workNo, passwordHash: agent?.passwordHash ?? null, password: input.passWord, now }));
  if (!agent || !isRight) {
    throw invalid(AgentMessage.WRONG_ACCOUNT);
  }
  // Only after the right password, so it tells a guesser nothing and the agent why.
  if (agent.isDisabled) {
    throw invalid(AgentMessage.ACCOUNT_DISABLED);
  }
  const token = await createAgentSession(db, agent.workNo, now);
  return { flag: LOGIN_SUCCESS_FLAG, message: AgentMessage.LOGIN_SUCCEEDED, token, profile: toProfile(agent) };
}
