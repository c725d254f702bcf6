import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { openCardRecords, subscribers } from '../db/schema.ts';
import { isFormerOwnersOpening } from './number-release.ts';
import type { OpeningsBoss } from './openings-boss.ts';

const OPENINGS_LIMIT = 50;

/** Openings on the agent flow's own records (open_card_records), with the number they opened. */
export function createBuiltInOpeningsBoss(db: Db): OpeningsBoss {
  return {
    listOpenings: async (identityHmac) => {
      const rows = await db
        .select({
          record: openCardRecords,
          subscriberStatus: subscribers.status,
          // The number went back to the pool after this opening: whoever holds it now is not this customer.
          isFormerOwners: isFormerOwnersOpening().mapWith(Boolean),
        })
        .from(openCardRecords)
        .leftJoin(subscribers, eq(subscribers.phone, openCardRecords.serviceId))
        .where(and(eq(openCardRecords.idNumberHmac, identityHmac), isNotNull(openCardRecords.reviewStatus)))
        .orderBy(desc(openCardRecords.createdAt), desc(openCardRecords.uimId))
        .limit(OPENINGS_LIMIT);
      return rows.flatMap(({ record, subscriberStatus, isFormerOwners }) =>
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
                isValid: record.reviewStatus !== 'failed' && subscriberStatus !== null && subscriberStatus !== 'cancelled' && !isFormerOwners,
                createdAt: record.createdAt,
              },
            ],
      );
    },
  };
}
