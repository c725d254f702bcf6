import { DealerMessage } from '@hall/contract/console-dealers/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { RepeatedTopUp, topUpFundPool as creditFundPool, UnknownDealer } from '../../domain/fund-pool.ts';
import { listLedgerEntries, readBalance } from './console-dealers.repository.ts';

const LEDGER_PAGE_SIZE = 50;

export async function readFundPoolLedger(deps: AppDeps, dealerId: string): Promise<OperationOutput<'CONSOLE_FUND_POOL_LEDGER'>> {
  const [fundPoolFen, rows] = await Promise.all([readBalance(deps.db, dealerId), listLedgerEntries(deps.db, dealerId, LEDGER_PAGE_SIZE)]);
  if (fundPoolFen === null) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  return {
    fundPoolFen,
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amountFen: row.amountFen,
      balanceAfterFen: row.balanceAfterFen,
      actor: row.kind === 'top_up' ? (row.staffName ?? row.workNo) : row.workNo,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Tops up a dealer's fund pool (admin). The balance update, the ledger row (unique per request id)
 * and the audit entry commit together; a repeated request changes nothing and says so.
 */
export async function topUpFundPool(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_FUND_POOL_TOP_UP'>,
): Promise<OperationOutput<'CONSOLE_FUND_POOL_TOP_UP'>> {
  try {
    const balanceFen = await deps.db.transaction(async (tx) => {
      const balance = await creditFundPool(tx, {
        dealerId: input.dealerId,
        amountFen: input.amountFen,
        reference: `TOPUP-${input.requestId}`,
        staffId: staff.id,
        actor: staff.username,
        note: input.note,
        now: deps.now(),
      });
      await insertAuditEntry(tx, {
        createdAt: deps.now(),
        staffId: staff.id,
        action: 'fund_pool_top_up',
        subjectType: 'dealer',
        subjectId: input.dealerId,
        detail: { amountFen: input.amountFen, balanceAfterFen: balance, note: input.note },
      });
      return balance;
    });
    return { fundPoolFen: balanceFen, isRepeated: false };
  } catch (error) {
    if (error instanceof UnknownDealer) {
      throw invalid(DealerMessage.DEALER_NOT_FOUND);
    }
    if (error instanceof RepeatedTopUp) {
      return { fundPoolFen: (await readBalance(deps.db, input.dealerId)) ?? 0, isRepeated: true };
    }
    throw error;
  }
}
