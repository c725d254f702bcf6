import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { agents, dealers, partnerLinks } from '../../db/schema.ts';

/** Every partner link with the agent it logs in and that agent's dealer. */
export function listPartnerLinks(db: Executor) {
  return db
    .select({
      channel: partnerLinks.channel,
      workNo: partnerLinks.workNo,
      agentName: agents.name,
      dealerName: dealers.name,
      disabledAt: partnerLinks.disabledAt,
      createdAt: partnerLinks.createdAt,
      secretRotatedAt: partnerLinks.secretRotatedAt,
    })
    .from(partnerLinks)
    .innerJoin(agents, eq(agents.workNo, partnerLinks.workNo))
    .innerJoin(dealers, eq(dealers.id, agents.dealerId))
    .orderBy(asc(partnerLinks.createdAt), asc(partnerLinks.channel));
}
