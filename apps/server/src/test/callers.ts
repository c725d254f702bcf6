import { logInAgent } from './agents.ts';
import { DemoStaff, logInStaff } from './staff-session.ts';
import { DemoUser, type TestApp } from './test-app.ts';

/** A credential of each kind the contract's access knows: a bound member, an agent, an admin. */
export interface Callers {
  memberToken: string;
  agentToken: string;
  staffCookie: string;
}

/** Logs in the callers the whole-contract tests drive every operation with. */
export async function logInOneOfEachKind(api: TestApp): Promise<Callers> {
  return {
    memberToken: await api.logInAs(DemoUser.BOUND_NORMAL),
    agentToken: await logInAgent(api, 'A10001'),
    staffCookie: await logInStaff(api, DemoStaff.ADMIN),
  };
}
