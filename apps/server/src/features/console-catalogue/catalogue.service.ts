import type { Executor } from '../../db/connection.ts';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { selectAgentOffers, selectRechargeProducts, toAgentOffer, toRechargeProduct, type RechargeProductRow } from '../../domain/catalogue.ts';

export async function listRechargeProducts(deps: AppDeps, group: RechargeProductRow['productGroup'] | undefined) {
  return { list: (await selectRechargeProducts(deps.db, group)).map(toRechargeProduct) };
}

export async function listAgentOffers(deps: AppDeps, systemId: number | undefined) {
  return { list: (await selectAgentOffers(deps.db, systemId)).map(toAgentOffer) };
}

/** Runs one console write and its audit entry in one transaction. */
export function saveWithAudit<Row extends { id: string }>(
  deps: AppDeps,
  change: {
    staffId: number;
    action: 'create' | 'update';
    subjectType: string;
    write: (tx: Executor) => Promise<Row>;
    describe: (row: Row) => Record<string, unknown>;
  },
): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const row = await change.write(tx);
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId: change.staffId,
      action: change.action,
      subjectType: change.subjectType,
      subjectId: row.id,
      detail: change.describe(row),
    });
    return row;
  });
}
