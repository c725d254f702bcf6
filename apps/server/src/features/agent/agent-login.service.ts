import { AgentMessage, CAPTCHA_TTL_SECONDS, LOGIN_SUCCESS_FLAG } from '@hall/contract/agent/rules';
import type { AgentProfile } from '@hall/contract/agent/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
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

// The agents' login: a captcha image, a short-lived login ticket, then work number and password
// (or a fixed partner link's configured account, without a captcha). Sessions live in
// platform/agent-sessions.ts.

interface PartnerAccount {
  workNo: string;
  password: string;
}

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
  };
}

function hashCaptchaAnswer(deps: AppDeps, answer: string): string {
  return hashShortCode(deps.secretKey, 'agent-captcha', answer.toLowerCase());
}

function isPartnerLogin(type: string | undefined): boolean {
  return type === 'partner';
}

/** The configured partner account of a fixed link's channel prefix. */
function findPartnerAccount(deps: AppDeps, channel: string): PartnerAccount | null {
  if (deps.config.PARTNER_AGENTS) {
    try {
      const accounts = JSON.parse(deps.config.PARTNER_AGENTS) as Record<string, { workNo?: unknown; password?: unknown }>;
      const account = accounts[channel];
      return account && typeof account.workNo === 'string' && typeof account.password === 'string'
        ? { workNo: account.workNo, password: account.password }
        : null;
    } catch {
      return null;
    }
  }
  return deps.providers.kind === 'sandbox' && /^[A-Za-z]{2,4}$/.test(channel) ? { workNo: 'P30001', password: deps.config.DEMO_AGENT_PASSWORD } : null;
}

/** A captcha image bound to the page's random string; only the answer's hash is kept. */
export async function createCaptchaImage(deps: AppDeps, randomStr: string): Promise<BinaryReply> {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f2f3f5', width: 120, height: 44 });
  await insertCaptcha(deps.db, hashToken(randomStr), hashCaptchaAnswer(deps, captcha.text), new Date(deps.now().getTime() + CAPTCHA_TTL_SECONDS * 1000));
  if (deps.providers.kind === 'sandbox') {
    await recordSandboxCaptcha(deps.db, randomStr, captcha.text);
  }
  const png = new Resvg(captcha.data, { fitTo: { mode: 'width', value: 240 } }).render().asPng();
  return { contentType: 'image/png', body: Buffer.from(png) };
}

/**
 * GET_SESSION: a login ticket bound to the work number (or a partner link's account). Any well-formed
 * work number gets one, known or not, so the answer never tells whether it exists; an unknown or
 * disabled one fails at AGENT_LOGIN like a wrong password.
 */
export async function createLoginTicket(deps: AppDeps, input: OperationRequest<'GET_SESSION'>): Promise<OperationOutput<'GET_SESSION'>> {
  const workNo = isPartnerLogin(input.Type) ? findPartnerAccount(deps, input.workNo)?.workNo : input.workNo;
  if (!workNo) {
    throw invalid(AgentMessage.UNKNOWN_WORK_NO);
  }
  return { thirdSession: await createAgentLoginTicket(deps.db, workNo, deps.now()), workNo };
}

/** Uses the ticket and the captcha once each, then checks the password and opens a session. */
export async function logInAgent(deps: AppDeps, input: OperationRequest<'AGENT_LOGIN'>): Promise<OperationOutput<'AGENT_LOGIN'>> {
  const { db } = deps;
  const now = deps.now();
  const partner = isPartnerLogin(input.type) ? findPartnerAccount(deps, input.workNo) : null;
  if (isPartnerLogin(input.type) && !partner) {
    throw invalid(AgentMessage.UNKNOWN_WORK_NO);
  }
  const workNo = partner?.workNo ?? input.workNo;
  if (!(await consumeAgentLoginTicket(db, workNo, input.thirdSession, now))) {
    throw invalid(AgentMessage.LOGIN_TICKET_GONE);
  }
  if (!partner) {
    const answerHash = await consumeCaptcha(db, hashToken(input.randomStr), now);
    if (!answerHash) {
      throw invalid(AgentMessage.CAPTCHA_GONE);
    }
    if (!areEqualSecrets(answerHash, hashCaptchaAnswer(deps, input.code))) {
      throw invalid(AgentMessage.CAPTCHA_WRONG);
    }
  }
  const agent = await findAgentByWorkNo(db, workNo);
  const password = partner?.password ?? input.passWord;
  const isRight = await checkLoginPassword(db, { realm: 'agent', loginName: workNo, passwordHash: agent?.passwordHash ?? null, password, now });
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
