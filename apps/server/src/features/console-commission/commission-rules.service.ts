import { CommissionMessage } from '@hall/contract/commission/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { agentOffers, commissionRules } from '../../db/schema.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';

// The commission rule of each agent offer. A change is a new version effective from its time (the
// rows are append-only), so an opening earns by the version in force when its number was activated.

type RuleRow = typeof commissionRules.$inferSelect;

function toRule(row: RuleRow) {
  return { id: row.id, oneOffFen: row.oneOffFen, shareBp: row.shareBp, shareMonths: row.shareMonths, effectiveFrom: row.effectiveFrom.toISOString() };
}

/** CONSOLE_COMMISSION_RULES: every agent offer with its rule in force (the latest version) and its version count. */
export async function listCommissionRules(deps: AppDeps): Promise<OperationOutput<'CONSOLE_COMMISSION_RULES'>> {
  const [offers, rules] = await Promise.all([
    deps.db
      .select({ id: agentOffers.id, name: agentOffers.name, isOnSale: agentOffers.isOnSale })
      .from(agentOffers)
      .orderBy(asc(agentOffers.sortOrder), asc(agentOffers.id)),
    deps.db.select().from(commissionRules).orderBy(asc(commissionRules.effectiveFrom), asc(commissionRules.id)),
  ]);
  return {
    list: offers.map((offer) => {
      const versions = rules.filter((rule) => rule.offerId === offer.id);
      const latest = versions.at(-1);
      return { offerId: offer.id, offerName: offer.name, isOnSale: offer.isOnSale, rule: latest ? toRule(latest) : null, versions: versions.length };
    }),
  };
}

/** CONSOLE_SET_COMMISSION_RULE: a new version of the offer's rule, effective now, audit-logged in the same transaction. */
export async function setCommissionRule(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_SET_COMMISSION_RULE'>,
): Promise<OperationOutput<'CONSOLE_SET_COMMISSION_RULE'>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [offer] = await tx.select({ id: agentOffers.id }).from(agentOffers).where(eq(agentOffers.id, input.offerId));
    if (!offer) {
      throw invalid(CommissionMessage.OFFER_NOT_FOUND);
    }
    const [rule] = await tx
      .insert(commissionRules)
      .values({ offerId: offer.id, oneOffFen: input.oneOffFen, shareBp: input.shareBp, shareMonths: input.shareMonths, effectiveFrom: now, staffId: staff.id })
      .returning();
    if (!rule) {
      throw new Error('commission rule not recorded');
    }
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'commission_rule_set',
      subjectType: 'agent_offer',
      subjectId: offer.id,
      detail: { ruleId: rule.id, oneOffFen: rule.oneOffFen, shareBp: rule.shareBp, shareMonths: rule.shareMonths },
    });
    return { rule: toRule(rule) };
  });
}
