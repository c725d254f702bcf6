import type { agentLoginEndpoints } from '@hall/contract/agent/endpoints';
import { endAgentSession, readAgentToken } from '../../platform/agent-sessions.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleAgentLoginUpkeep } from './agent-login.schedule.ts';
import { createCaptchaImage, createLoginTicket, logInAgent, toProfile } from './agent-login.service.ts';
import { logInByScanLink } from './vno-scan-link.ts';

/** The agents' login: captcha, login ticket, login, the logged-in agent's profile and logout. */
export const agentLoginModule: FeatureModule<keyof typeof agentLoginEndpoints> = {
  name: 'agent-login',
  handlers: (deps) => ({
    CAPTCHA_IMAGE: ({ input }) => createCaptchaImage(deps, input.randomStr),
    GET_SESSION: ({ input, request }) => createLoginTicket(deps, input, request.log),
    AGENT_LOGIN: ({ input, request }) => logInAgent(deps, input, request.log),
    CHECK_WORK_NO_INFO: async ({ agent }) => toProfile(agent),
    AGENT_LOGOUT: async ({ request }) => {
      // The access check has just found this header's session; it is the one to end.
      const token = readAgentToken(request);
      if (token) {
        await endAgentSession(deps.db, token);
      }
      return {};
    },
    VNO_SCAN_LOGIN: ({ input, request }) => logInByScanLink(deps, request.log, input),
  }),
  schedules: scheduleAgentLoginUpkeep,
};
