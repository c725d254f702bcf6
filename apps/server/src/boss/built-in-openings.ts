import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import { openCardRecords, subscribers } from '../db/schema.ts';
import type { OpeningsBoss } from './openings-boss.ts';

const OPENINGS_LIMIT = 50;

/** Openings on the agent flow's own records (open_card_records), with the number they opened. */
export function createBuiltInOpeningsBoss(db: Db): OpeningsBoss {
  return {
    listOpenings: async (identityHmac) => {
      const rows = await db
        .select({ record: openCardRecords, subscriberStatus: subscribers.status })
        .from(openCardRecords)
        .leftJoin(subscribers, eq(subscribers.phone, openCardRecords.serviceId))
        .where(and(eq(openCardRecords.idNumberHmac, identityHmac), isNotNull(openCardRecords.reviewStatus)))
        .orderBy(desc(openCardRecords.createdAt), desc(openCardRecords.uimId))
        .limit(OPENINGS_LIMIT);
      return rows.flatMap(({ record, subscriberStatus }) =>
        record.reviewStatus === null
          ? []
          : [
              {
                applyEvent: record.applyEvent,
                prodOfferId: record.prodOfferId,
                prodOfferName: record.prodOfferName,
                serviceId: record.serviceId,
                reviewStatus: record.reviewStatus,
                reviewReason: record.reviewReason,
                isValid: record.reviewStatus !== 'failed' && subscriberStatus !== null && subscriberStatus !== 'cancelled',
                createdAt: record.createdAt,
              },
            ],
      );
    },
  };
}

// What the opening audit's decision does to the new number, inside the decision's transaction. The
// number is opened real-name and in service when the agent submits (the real-name check passed);
// the audit confirms it, or suspends it until the customer registers again at a store. A number
// cancelled meanwhile is left as it is.

/** A passed audit: the number is real-name. */
export async function confirmOpenedNumber(db: Executor, phone: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ isRealName: true })
    .where(and(eq(subscribers.phone, phone), ne(subscribers.status, 'cancelled')));
}

/** A refused audit: the number is suspended and not real-name until the customer re-registers at a store. */
export async function suspendRefusedOpening(db: Executor, phone: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: 'suspended', isRealName: false })
    .where(and(eq(subscribers.phone, phone), ne(subscribers.status, 'cancelled')));
}
