import { AGENT_SESSION_TTL_SECONDS, AgentMessage, LOGIN_TICKET_TTL_SECONDS, systemIdOfSaleKind, type AgentRole } from '@hall/contract/agent/rules';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/connection.ts';
import { agentSessions, agents, dealers } from '../db/schema.ts';
import { forbidden } from './api-error.ts';
import { createRandomToken, hashToken } from './secrets.ts';

// Agent sessions are separate from subscriber tokens: their own table and their own header, so a
// subscriber token never opens an agent operation and an agent token never a subscriber one.

/** The header the web client sends the agent session in. */
export const AGENT_TOKEN_HEADER = 'x-agent-token';

export interface AuthenticatedAgent {
  workNo: string;
  name: string;
  mobile: string;
  channel: string;
  defaultSaleKind: number;
  systemId: number;
  dealerId: string;
  dealerMainId: string;
  dealerName: string;
  /** A manager (店长) also sees the dealer's money. */
  role: AgentRole;
}

const agentColumns = {
  workNo: agents.workNo,
  name: agents.name,
  mobile: agents.mobile,
  channel: agents.channel,
  defaultSaleKind: agents.defaultSaleKind,
  dealerId: dealers.id,
  dealerMainId: dealers.mainId,
  dealerName: dealers.name,
  role: agents.role,
};

export function readAgentToken(request: FastifyRequest): string | undefined {
  const header = request.headers[AGENT_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 128 ? header : undefined;
}

/** The agent an agent session token belongs to, when it is known, not expired and neither the agent nor its dealer is disabled. */
export async function findAgentByToken(db: Executor, token: string, now: Date): Promise<AuthenticatedAgent | null> {
  const rows = await db
    .select(agentColumns)
    .from(agentSessions)
    .innerJoin(agents, eq(agents.workNo, agentSessions.workNo))
    .innerJoin(dealers, eq(dealers.id, agents.dealerId))
    .where(
      and(
        eq(agentSessions.tokenHash, hashToken(token)),
        eq(agentSessions.kind, 'session'),
        gt(agentSessions.expiresAt, now),
        isNull(agents.disabledAt),
        isNull(dealers.disabledAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, systemId: systemIdOfSaleKind(row.defaultSaleKind) } : null;
}

/** An agent by work number with its password hash; isDisabled when the agent or its dealer is disabled. */
export async function findAgentByWorkNo(db: Executor, workNo: string): Promise<(AuthenticatedAgent & { passwordHash: string; isDisabled: boolean }) | null> {
  const rows = await db
    .select({ ...agentColumns, passwordHash: agents.passwordHash, agentDisabledAt: agents.disabledAt, dealerDisabledAt: dealers.disabledAt })
    .from(agents)
    .innerJoin(dealers, eq(dealers.id, agents.dealerId))
    .where(eq(agents.workNo, workNo))
    .limit(1);
  const row = rows[0];
  if (!row) {
    return null;
  }
  const { agentDisabledAt, dealerDisabledAt, ...agent } = row;
  return { ...agent, systemId: systemIdOfSaleKind(row.defaultSaleKind), isDisabled: agentDisabledAt !== null || dealerDisabledAt !== null };
}

/** Ends every session and login ticket of the given agents (a disabled account, a reset password); how many ended. */
export async function revokeAgentSessions(db: Executor, workNos: string[]): Promise<number> {
  if (workNos.length === 0) {
    return 0;
  }
  const deleted = await db.delete(agentSessions).where(inArray(agentSessions.workNo, workNos)).returning({ workNo: agentSessions.workNo });
  return deleted.length;
}

async function insertSession(db: Executor, workNo: string, kind: 'ticket' | 'session', ttlSeconds: number, now: Date): Promise<string> {
  const token = createRandomToken();
  await db.insert(agentSessions).values({
    tokenHash: hashToken(token),
    workNo,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** A short-lived pre-login ticket (getSeesion's thirdSession) for one work number. */
export function createAgentLoginTicket(db: Executor, workNo: string, now: Date): Promise<string> {
  return insertSession(db, workNo, 'ticket', LOGIN_TICKET_TTL_SECONDS, now);
}

/** Uses a pre-login ticket once; false when it is unknown, expired, used or of another work number. */
export async function consumeAgentLoginTicket(db: Executor, workNo: string, ticket: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(agentSessions)
    .where(
      and(eq(agentSessions.tokenHash, hashToken(ticket)), eq(agentSessions.workNo, workNo), eq(agentSessions.kind, 'ticket'), gt(agentSessions.expiresAt, now)),
    )
    .returning({ workNo: agentSessions.workNo });
  return deleted.length === 1;
}

/** Logout: the session a token names ends (a ticket is never ended this way). */
export async function endAgentSession(db: Executor, token: string): Promise<void> {
  await db.delete(agentSessions).where(and(eq(agentSessions.tokenHash, hashToken(token)), eq(agentSessions.kind, 'session')));
}

/** A fresh agent session after a successful login; only its hash is stored. */
export function createAgentSession(db: Executor, workNo: string, now: Date): Promise<string> {
  return insertSession(db, workNo, 'session', AGENT_SESSION_TTL_SECONDS, now);
}

/** The dealer's money (its fund pool's statement, its commission) is for its manager only. */
export function requireDealerManager(agent: AuthenticatedAgent): void {
  if (agent.role !== 'manager') {
    throw forbidden(AgentMessage.MANAGER_ONLY);
  }
}
