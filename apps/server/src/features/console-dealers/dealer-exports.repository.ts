import { and, asc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection.ts';
import { fundPoolLedger, openCardRecords, staffUsers } from '../../db/schema.ts';

// SQL of the dealers' CSV exports: keyset pages of the fund-pool ledger (by id) and of the card
// openings (by their card id), of one dealer or all, within a range of instants.

export interface DealerRange {
  /** null: every dealer. */
  dealerId: string | null;
  start: Date;
  end: Date;
}

/** The rows of the dealer (any when null) made within the range. */
function inDealerRange(columns: { dealerId: AnyPgColumn; createdAt: AnyPgColumn }, range: DealerRange): SQL | undefined {
  return and(range.dealerId === null ? undefined : eq(columns.dealerId, range.dealerId), gte(columns.createdAt, range.start), lt(columns.createdAt, range.end));
}

/** The fund-pool rows after `afterId`, by id: each with the dealer's balance after it. */
export function listFundPoolAfter(db: Executor, range: DealerRange, afterId: number, limit: number) {
  return db
    .select({
      id: fundPoolLedger.id,
      dealerId: fundPoolLedger.dealerId,
      kind: fundPoolLedger.kind,
      amountFen: fundPoolLedger.amountFen,
      balanceAfterFen: fundPoolLedger.balanceAfterFen,
      recordNumber: fundPoolLedger.recordNumber,
      workNo: fundPoolLedger.workNo,
      staffName: staffUsers.displayName,
      note: fundPoolLedger.note,
      createdAt: fundPoolLedger.createdAt,
    })
    .from(fundPoolLedger)
    .leftJoin(staffUsers, eq(staffUsers.id, fundPoolLedger.staffId))
    .where(and(inDealerRange(fundPoolLedger, range), gt(fundPoolLedger.id, afterId)))
    .orderBy(asc(fundPoolLedger.id))
    .limit(limit);
}

export type FundPoolExportRow = Awaited<ReturnType<typeof listFundPoolAfter>>[number];

/** The openings after the card id `afterUimId`, by card id. */
export function listOpeningsAfter(db: Executor, range: DealerRange, afterUimId: string, limit: number) {
  return db
    .select({
      uimId: openCardRecords.uimId,
      recordNumber: openCardRecords.recordNumber,
      dealerId: openCardRecords.dealerId,
      workNo: openCardRecords.workNo,
      phone: openCardRecords.serviceId,
      offerName: openCardRecords.prodOfferName,
      sumFeeFen: openCardRecords.sumFeeFen,
      status: openCardRecords.status,
      reviewStatus: openCardRecords.reviewStatus,
      createdAt: openCardRecords.createdAt,
      reviewedAt: openCardRecords.reviewedAt,
    })
    .from(openCardRecords)
    .where(and(inDealerRange(openCardRecords, range), gt(openCardRecords.uimId, afterUimId)))
    .orderBy(asc(openCardRecords.uimId))
    .limit(limit);
}

export type OpeningExportRow = Awaited<ReturnType<typeof listOpeningsAfter>>[number];
