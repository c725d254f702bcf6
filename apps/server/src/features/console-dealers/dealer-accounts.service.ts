import { DealerLimit, DealerMessage } from '@hall/contract/console-dealers/rules';
import type { DealerRow } from '@hall/contract/console-dealers/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/connection.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import { findAgentByWorkNo, revokeAgentSessions } from '../../platform/agent-sessions.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { clearLoginLockout } from '../../platform/login-lockout.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { listAgentOffers, listAgentsOfDealer, listDealers, listStockOfDealer, readBalance } from './console-dealers.repository.ts';
import {
  generateAgentPassword,
  hashAgentPassword,
  insertAgent,
  insertDealer,
  setAgentDisabled,
  setAgentPasswordHash,
  setAgentRole,
  setDealerDisabled,
  updateDealer,
} from '../../domain/dealer-accounts.ts';
import { importStockCsv } from '../../domain/card-stock-import.ts';

// Dealers, agents and card stock in the console (admin). Every change and its audit entry commit
// in one transaction; a generated password is answered once and never written to the audit log.

type Input<Name extends keyof OperationRequestNames> = OperationRequest<Name>;
type OperationRequestNames = Record<
  | 'CONSOLE_CREATE_DEALER'
  | 'CONSOLE_UPDATE_DEALER'
  | 'CONSOLE_SET_DEALER_DISABLED'
  | 'CONSOLE_CREATE_AGENT'
  | 'CONSOLE_SET_AGENT_DISABLED'
  | 'CONSOLE_SET_AGENT_ROLE'
  | 'CONSOLE_RESET_AGENT_PASSWORD'
  | 'CONSOLE_END_AGENT_SESSIONS'
  | 'CONSOLE_IMPORT_STOCK',
  true
>;

function audit(
  deps: AppDeps,
  db: Executor,
  staff: AuthenticatedStaff,
  action: string,
  subjectType: 'dealer' | 'agent',
  subjectId: string,
  detail: Record<string, unknown>,
) {
  return insertAuditEntry(db, { createdAt: deps.now(), staffId: staff.id, action, subjectType, subjectId, detail });
}

export async function readDealers(deps: AppDeps): Promise<OperationOutput<'CONSOLE_DEALERS'>> {
  return { list: await listDealers(deps.db) };
}

async function readDealer(db: Executor, id: string): Promise<DealerRow> {
  const dealer = (await listDealers(db)).find((row) => row.id === id);
  if (!dealer) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  return dealer;
}

export function createDealer(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_CREATE_DEALER'>): Promise<DealerRow> {
  return deps.db.transaction(async (tx) => {
    await insertDealer(tx, input);
    await audit(deps, tx, staff, 'dealer_create', 'dealer', input.id, { mainId: input.mainId, name: input.name, payKind: input.payKind });
    return readDealer(tx, input.id);
  });
}

export function editDealer(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_UPDATE_DEALER'>): Promise<DealerRow> {
  return deps.db.transaction(async (tx) => {
    await updateDealer(tx, input);
    await audit(deps, tx, staff, 'dealer_update', 'dealer', input.id, {
      name: input.name,
      payKind: input.payKind,
      alertMobile: input.alertMobile === '' ? '' : maskPhone(input.alertMobile),
      alertThresholdFen: input.alertThresholdFen,
    });
    return readDealer(tx, input.id);
  });
}

export function switchDealer(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_SET_DEALER_DISABLED'>) {
  return deps.db.transaction(async (tx) => {
    const revokedSessions = await setDealerDisabled(tx, input.id, input.isDisabled, deps.now());
    await audit(deps, tx, staff, input.isDisabled ? 'dealer_disable' : 'dealer_enable', 'dealer', input.id, { revokedSessions });
    return { isDisabled: input.isDisabled, revokedSessions };
  });
}

export async function readDealerAgents(deps: AppDeps, dealerId: string): Promise<OperationOutput<'CONSOLE_DEALER_AGENTS'>> {
  if ((await readBalance(deps.db, dealerId)) === null) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  return { list: await listAgentsOfDealer(deps.db, dealerId) };
}

/** Creates an agent with a generated password, answered this once. */
export async function createAgent(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_CREATE_AGENT'>) {
  const password = generateAgentPassword(DealerLimit.PASSWORD_LENGTH);
  const passwordHash = await hashAgentPassword(password);
  await deps.db.transaction(async (tx) => {
    await insertAgent(tx, input, passwordHash);
    await audit(deps, tx, staff, 'agent_create', 'agent', input.workNo, {
      dealerId: input.dealerId,
      name: input.name,
      channel: input.channel,
      defaultSaleKind: input.defaultSaleKind,
    });
  });
  return { workNo: input.workNo, password };
}

export function switchAgent(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_SET_AGENT_DISABLED'>) {
  return deps.db.transaction(async (tx) => {
    const revokedSessions = await setAgentDisabled(tx, input.workNo, input.isDisabled, deps.now());
    await audit(deps, tx, staff, input.isDisabled ? 'agent_disable' : 'agent_enable', 'agent', input.workNo, { revokedSessions });
    return { isDisabled: input.isDisabled, revokedSessions };
  });
}

/** Makes an agent the dealer's manager (店长), who also sees its money, or a plain agent again. */
export function changeAgentRole(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_SET_AGENT_ROLE'>) {
  return deps.db.transaction(async (tx) => {
    await setAgentRole(tx, input.workNo, input.role);
    await audit(deps, tx, staff, 'agent_role', 'agent', input.workNo, { role: input.role });
    return { workNo: input.workNo, role: input.role };
  });
}

/** A new generated password for an agent, answered this once; the agent's sessions and any login lockout end. */
export async function resetAgentPassword(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_RESET_AGENT_PASSWORD'>) {
  const password = generateAgentPassword(DealerLimit.PASSWORD_LENGTH);
  const passwordHash = await hashAgentPassword(password);
  await deps.db.transaction(async (tx) => {
    await setAgentPasswordHash(tx, input.workNo, passwordHash);
    await clearLoginLockout(tx, 'agent', input.workNo);
    await audit(deps, tx, staff, 'agent_password_reset', 'agent', input.workNo, {});
  });
  return { workNo: input.workNo, password };
}

/** Every session of an agent ends (a lost phone, a suspected stolen session); the password stays. */
export function endAgentSessions(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_END_AGENT_SESSIONS'>) {
  return deps.db.transaction(async (tx) => {
    if (!(await findAgentByWorkNo(tx, input.workNo))) {
      throw invalid(DealerMessage.AGENT_NOT_FOUND);
    }
    const revokedSessions = await revokeAgentSessions(tx, [input.workNo]);
    await audit(deps, tx, staff, 'agent_sessions_end', 'agent', input.workNo, { revokedSessions });
    return { workNo: input.workNo, revokedSessions };
  });
}

export async function readDealerStock(deps: AppDeps, dealerId: string): Promise<OperationOutput<'CONSOLE_DEALER_STOCK'>> {
  const dealer = (await listDealers(deps.db)).find((row) => row.id === dealerId);
  if (!dealer) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  const rows = await listStockOfDealer(deps.db, dealerId, DealerLimit.STOCK_LIST_SIZE);
  return {
    counts: dealer.stock,
    list: rows.map((row) => ({
      iccid: row.iccid,
      phone: row.phone,
      offerId: row.offerId,
      status: row.status,
      saleResourceId: row.saleResourceId ?? '',
      openedAt: row.openedAt?.toISOString() ?? '',
    })),
    offers: await listAgentOffers(deps.db),
  };
}

export function importStock(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_IMPORT_STOCK'>): Promise<OperationOutput<'CONSOLE_IMPORT_STOCK'>> {
  return deps.db.transaction(async (tx) => {
    const result = await importStockCsv(tx, { dealerId: input.dealerId, offerId: input.offerId }, input.csv);
    if (result.importedCount > 0) {
      await audit(deps, tx, staff, 'stock_import', 'dealer', input.dealerId, { offerId: input.offerId, importedCount: result.importedCount });
    }
    return result;
  });
}
