import type { AgentRole } from '@hall/contract/agent/rules';
import { DealerMessage } from '@hall/contract/console-dealers/rules';
import { generateReadablePassword, hashPassword } from '../platform/password-hashes.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { agents, dealers } from '../db/schema.ts';
import { revokeAgentSessions } from '../platform/agent-sessions.ts';
import { invalid } from '../platform/api-error.ts';

// The write functions of dealers and agents. Each takes an Executor, so the console (inside its
// audited transaction), the command-line import and the demo seed run the same checks.

/** A random, readable agent password (12 characters from a 56-letter alphabet, about 70 bits). */
export function generateAgentPassword(length = 12): string {
  return generateReadablePassword(length);
}

export function hashAgentPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/** Adds to a dealer's pool by a conditional update (the dealer must exist); the new balance, or null. */
export async function addToFundPool(db: Executor, dealerId: string, amountFen: number): Promise<number | null> {
  const rows = await db
    .update(dealers)
    .set({ fundPoolFen: sql`${dealers.fundPoolFen} + ${amountFen}` })
    .where(eq(dealers.id, dealerId))
    .returning({ balance: dealers.fundPoolFen });
  return rows[0] ? Number(rows[0].balance) : null;
}

export interface NewDealer {
  id: string;
  mainId: string;
  name: string;
  payKind: 1 | 2;
}

/** Creates a dealer with an empty fund pool (it moves only by top-ups); refuses an existing id. */
export async function insertDealer(db: Executor, dealer: NewDealer): Promise<void> {
  const rows = await db
    .insert(dealers)
    .values({ ...dealer, fundPoolFen: 0 })
    .onConflictDoNothing({ target: dealers.id })
    .returning({ id: dealers.id });
  if (rows.length === 0) {
    throw invalid(DealerMessage.DEALER_EXISTS);
  }
}

/** Edits a dealer; a changed low-balance alert (contact or threshold) is armed afresh for the next debit below it. */
export async function updateDealer(
  db: Executor,
  dealer: { id: string; name: string; payKind: 1 | 2; alertMobile: string; alertThresholdFen: number },
): Promise<void> {
  const isAlertKept = sql`${dealers.alertMobile} = ${dealer.alertMobile} and ${dealers.alertThresholdFen} = ${dealer.alertThresholdFen}`;
  const rows = await db
    .update(dealers)
    .set({
      name: dealer.name,
      payKind: dealer.payKind,
      alertMobile: dealer.alertMobile,
      alertThresholdFen: dealer.alertThresholdFen,
      lowBalanceAlertedAt: sql`case when ${isAlertKept} then ${dealers.lowBalanceAlertedAt} end`,
    })
    .where(eq(dealers.id, dealer.id))
    .returning({ id: dealers.id });
  if (rows.length === 0) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
}

/** Disables or enables a dealer; disabling ends its agents' sessions. How many sessions ended. */
export async function setDealerDisabled(db: Executor, id: string, isDisabled: boolean, now: Date): Promise<number> {
  const rows = await db
    .update(dealers)
    .set({ disabledAt: isDisabled ? now : null })
    .where(eq(dealers.id, id))
    .returning({ id: dealers.id });
  if (rows.length === 0) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  if (!isDisabled) {
    return 0;
  }
  const workNos = await db.select({ workNo: agents.workNo }).from(agents).where(eq(agents.dealerId, id));
  return revokeAgentSessions(
    db,
    workNos.map((row) => row.workNo),
  );
}

export interface NewAgent {
  dealerId: string;
  workNo: string;
  name: string;
  mobile: string;
  channel: string;
  defaultSaleKind: number;
}

/** Creates an agent of an existing dealer with the given password hash; refuses an existing work number. */
export async function insertAgent(db: Executor, agent: NewAgent, passwordHash: string): Promise<void> {
  const dealer = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, agent.dealerId)).limit(1);
  if (dealer.length === 0) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  const rows = await db
    .insert(agents)
    .values({ ...agent, passwordHash })
    .onConflictDoNothing({ target: agents.workNo })
    .returning({ workNo: agents.workNo });
  if (rows.length === 0) {
    throw invalid(DealerMessage.AGENT_EXISTS);
  }
}

/** Disables or enables an agent; disabling ends its sessions. How many sessions ended. */
export async function setAgentDisabled(db: Executor, workNo: string, isDisabled: boolean, now: Date): Promise<number> {
  const rows = await db
    .update(agents)
    .set({ disabledAt: isDisabled ? now : null })
    .where(eq(agents.workNo, workNo))
    .returning({ workNo: agents.workNo });
  if (rows.length === 0) {
    throw invalid(DealerMessage.AGENT_NOT_FOUND);
  }
  return isDisabled ? revokeAgentSessions(db, [workNo]) : 0;
}

/** Makes an agent the dealer's manager (店长) or a plain agent again; its sessions read the role afresh. */
export async function setAgentRole(db: Executor, workNo: string, role: AgentRole): Promise<void> {
  const rows = await db.update(agents).set({ role }).where(eq(agents.workNo, workNo)).returning({ workNo: agents.workNo });
  if (rows.length === 0) {
    throw invalid(DealerMessage.AGENT_NOT_FOUND);
  }
}

/** Replaces an agent's password hash and ends its sessions. */
export async function setAgentPasswordHash(db: Executor, workNo: string, passwordHash: string): Promise<void> {
  const rows = await db.update(agents).set({ passwordHash }).where(eq(agents.workNo, workNo)).returning({ workNo: agents.workNo });
  if (rows.length === 0) {
    throw invalid(DealerMessage.AGENT_NOT_FOUND);
  }
  await revokeAgentSessions(db, [workNo]);
}

/** Which of the given dealer ids and work numbers exist already (the import reports them instead of creating them). */
export async function findExisting(db: Executor, dealerIds: string[], workNos: string[]) {
  const dealerRows = dealerIds.length > 0 ? await db.select({ id: dealers.id }).from(dealers).where(inArray(dealers.id, dealerIds)) : [];
  const agentRows = workNos.length > 0 ? await db.select({ workNo: agents.workNo }).from(agents).where(inArray(agents.workNo, workNos)) : [];
  return { dealerIds: new Set(dealerRows.map((row) => row.id)), workNos: new Set(agentRows.map((row) => row.workNo)) };
}
