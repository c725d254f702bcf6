import { PARTNER_DUMMY_CAPTCHA } from '@hall/contract/agent/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clearAgentSession, storeAgentLogin } from './agent-storage.ts';
import { callAgent } from './call-agent.ts';

// The agent-login module's operations: captcha, login (a work number's, a partner link's, a scanned
// code's), the agent's profile and logout.

export const agentLoginKeys = {
  profile: ['agent', 'profile'] as const,
};

/** Every cached answer of the agent area starts with this key: logging out drops them all. */
const AGENT_AREA_KEY = ['agent'] as const;

/** The logged-in agent's profile (home page, personal-info popup). */
export const agentProfileQuery = () =>
  queryOptions({
    queryKey: agentLoginKeys.profile,
    queryFn: () => callAgent('CHECK_WORK_NO_INFO', { type: '1' }, { loading: false }),
    staleTime: 60_000,
    retry: false,
  });

/** The captcha image of a login page's random string; `times` makes each refresh a new image. */
export function buildCaptchaUrl(randomStr: string, times: number): string {
  return `/api/gzh/captchaImage?${new URLSearchParams({ randomStr, times: String(times) }).toString()}`;
}

export function createRandomString(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AgentLoginInput {
  workNo: string;
  password: string;
  captcha: string;
  randomStr: string;
}

/** The work number's login: a ticket for the number, then the password and the captcha with it. */
async function logInWithWorkNo(input: AgentLoginInput) {
  const session = await callAgent('GET_SESSION', { workNo: input.workNo, Type: '1' });
  return callAgent('AGENT_LOGIN', {
    workNo: session.workNo,
    passWord: input.password,
    code: input.captcha,
    randomStr: input.randomStr,
    thirdSession: session.thirdSession,
    type: '1',
  });
}

/** What a partner link carries: its channel prefix (the page) and the partner site's signature (the query). */
export interface PartnerLinkInput {
  channel: string;
  ts: string;
  nonce: string;
  sig: string;
}

/**
 * A partner link's login: the server checks the partner site's signature and logs in the channel's
 * agent, with no captcha. Silent: the page shows why a link is refused.
 */
async function logInWithPartnerLink({ channel, ts, nonce, sig }: PartnerLinkInput) {
  const session = await callAgent('GET_SESSION', { workNo: channel, Type: 'partner', ts, nonce, sig }, { isSilent: true });
  return callAgent(
    'AGENT_LOGIN',
    {
      workNo: channel,
      passWord: '-',
      code: PARTNER_DUMMY_CAPTCHA,
      randomStr: createRandomString(),
      thirdSession: session.thirdSession,
      type: 'partner',
      ts,
      nonce,
      sig,
    },
    { isSilent: true },
  );
}

/** Stores the new session and forgets the cached profile, so the home page never shows the previous agent's. */
function useStoreLogin() {
  const queryClient = useQueryClient();
  return (result: OperationOutput<'AGENT_LOGIN'>) => {
    storeAgentLogin(result.token, result.profile);
    queryClient.removeQueries({ queryKey: agentLoginKeys.profile });
  };
}

export function useAgentLogin() {
  const storeLogin = useStoreLogin();
  return useMutation({ mutationFn: logInWithWorkNo, onSuccess: storeLogin });
}

export function usePartnerLogin() {
  const storeLogin = useStoreLogin();
  return useMutation({ mutationFn: logInWithPartnerLink, onSuccess: storeLogin });
}

/** A scanned virtual-operator link's ticket logs in the agent who made it (once, within 10 minutes). Silent: the page says why a link is refused. */
export function useScanLogin() {
  const storeLogin = useStoreLogin();
  return useMutation({
    mutationFn: (input: { pone: string; ticket: string }) => callAgent('VNO_SCAN_LOGIN', input, { isSilent: true }),
    onSuccess: storeLogin,
  });
}

/** 退出登录: the server session ends (best effort: unreachable, the browser logs out all the same), then every stored agent value and cached answer goes. */
export function useAgentLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callAgent('AGENT_LOGOUT', {}, { isSilent: true });
      } catch {
        // The browser forgets the session below whatever the server answered.
      }
    },
    onSettled: () => {
      clearAgentSession();
      queryClient.removeQueries({ queryKey: AGENT_AREA_KEY });
    },
  });
}
