import type { AgentProfile } from '@hall/contract/agent/agent-login-schemas';
import { readLocal, removeAgentToken, removeLocal, writeAgentToken, writeLocal } from '../../shared/lib/storage.ts';

// The agent area's storage keys of the spec (local storage survives closing the WeChat page, so
// an opening can resume where it stopped).

export const AgentKey = {
  WORK_NO: 'workNo',
  USER_DATA: 'Userdata',
  SYSTEM_ID: 'systemId',
  UIM_ID: 'uimId',
  PAY_QUERY: 'payquery',
  JUDGE: 'Judge',
  GET_TOKEN: 'GetToken',
  BIZ_NO: 'BizNo',
  PAY_BACK_URL: 'PayBackUrl',
  PAY_NUMBER: 'paynum',
  /** The phone being opened and the flow it belongs to (resume after closing the page). */
  OPENING: 'openingPhone',
} as const;

/** Where the login page returns to (a scanned virtual-operator link opened before logging in). */
export const LOGIN_RETURN_KEY = 'agentLoginReturn';

export function storeAgentLogin(token: string, profile: AgentProfile): void {
  writeAgentToken(token);
  writeLocal(AgentKey.WORK_NO, profile.workNo);
  writeLocal(AgentKey.USER_DATA, JSON.stringify(profile));
  writeLocal(AgentKey.SYSTEM_ID, String(profile.systemId));
}

export function readStoredProfile(): AgentProfile | null {
  const stored = readLocal(AgentKey.USER_DATA);
  if (!stored) {
    return null;
  }
  try {
    return JSON.parse(stored) as AgentProfile;
  } catch {
    return null;
  }
}

export function readSystemId(): number {
  return Number(readLocal(AgentKey.SYSTEM_ID) ?? 0);
}

/** Clears the state of one opening (after it finished, or when it must start again). */
export function clearOpeningState(): void {
  for (const key of [
    AgentKey.UIM_ID,
    AgentKey.PAY_QUERY,
    AgentKey.JUDGE,
    AgentKey.GET_TOKEN,
    AgentKey.BIZ_NO,
    AgentKey.PAY_BACK_URL,
    AgentKey.PAY_NUMBER,
    AgentKey.OPENING,
  ]) {
    removeLocal(key);
  }
}

/** Logout: every stored agent value goes. */
export function clearAgentSession(): void {
  clearOpeningState();
  removeAgentToken();
  for (const key of [AgentKey.WORK_NO, AgentKey.USER_DATA, AgentKey.SYSTEM_ID]) {
    removeLocal(key);
  }
}

export interface OpeningEntry {
  phone: string;
  cardLast7: string;
  sparePhone: string;
  /** The page of the flow: /OpenCard, /VnoOpenCard or /OnlineOpenCard (with its query). */
  path: string;
}

export function storeOpening(entry: OpeningEntry): void {
  writeLocal(AgentKey.OPENING, JSON.stringify(entry));
}

export function readOpening(): OpeningEntry | null {
  const stored = readLocal(AgentKey.OPENING);
  if (!stored) {
    return null;
  }
  try {
    return JSON.parse(stored) as OpeningEntry;
  } catch {
    return null;
  }
}

/**
 * 继续办理 from 我的开卡记录: the opening of this card, to be resumed by its flow's page. The flow
 * reads the record again (PAY_QUERY, as on the way back from payment) and lands on the step it
 * stopped at; whatever another opening left stored goes first.
 */
export function storeResumedOpening(uimId: string, path: string): void {
  clearOpeningState();
  writeLocal(AgentKey.UIM_ID, uimId);
  storeOpening({ phone: '', cardLast7: '', sparePhone: '', path });
  writeLocal(AgentKey.PAY_QUERY, '1');
}

/** The real-name service's hand-over, kept while the customer is away (the spec's Judge, BizNo and GetToken). */
export interface RealNameHandOver {
  bizId: string;
  token: string | undefined;
}

export function storeRealNameHandOver(started: { biz_no: string; token: string }): void {
  writeLocal(AgentKey.JUDGE, '1');
  writeLocal(AgentKey.BIZ_NO, started.biz_no);
  writeLocal(AgentKey.GET_TOKEN, started.token);
}

/** Whether the page opens on the way back from the real-name service. */
export function hasRealNameHandOver(): boolean {
  return readLocal(AgentKey.JUDGE) === '1';
}

export function readRealNameHandOver(): RealNameHandOver {
  return { bizId: readLocal(AgentKey.BIZ_NO) ?? '', token: readLocal(AgentKey.GET_TOKEN) ?? undefined };
}

/** The return has been handled (passed, failed or refused): a reload must not handle it again. */
export function endRealNameHandOver(): void {
  removeLocal(AgentKey.JUDGE);
}
