// The catalogue staff keep in the console: recharge products (the hall's top-up tabs) and agent
// offers (what agents open numbers with). The write functions take an Executor: the console calls
// them in its audited transaction, the demo seed in its own, so both create the catalogue the same way.
// A recharge product's write announces itself in that transaction to every instance's catalogue cache.
import type { ConsoleAgentOffer, ConsoleRechargeProduct } from '@hall/contract/console-catalogue/schemas';
import { CatalogueMessage } from '@hall/contract/console-catalogue/rules';
import type { OperationRequest } from '@hall/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/connection.ts';
import { agentOffers, packages, rechargeProducts } from '../db/schema.ts';
import { invalid } from '../platform/api-error.ts';
import { announceCatalogueChange, CatalogueArea } from './catalogue-cache.ts';
import { sanitizePackageRules } from '../platform/rich-text.ts';

export type RechargeProductRow = typeof rechargeProducts.$inferSelect;
type RechargeProductFields = Omit<typeof rechargeProducts.$inferInsert, 'id'>;
export type AgentOfferRow = typeof agentOffers.$inferSelect;
type AgentOfferFields = Omit<typeof agentOffers.$inferInsert, 'id'>;

export async function selectRechargeProducts(db: Executor, group: RechargeProductRow['productGroup'] | undefined) {
  return db
    .select()
    .from(rechargeProducts)
    .where(group ? eq(rechargeProducts.productGroup, group) : undefined)
    .orderBy(asc(rechargeProducts.productGroup), asc(rechargeProducts.sortOrder), asc(rechargeProducts.id));
}

async function insertRechargeProduct(db: Executor, id: string, fields: RechargeProductFields) {
  const rows = await db
    .insert(rechargeProducts)
    .values({ id, ...fields })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

async function updateRechargeProduct(db: Executor, id: string, fields: RechargeProductFields) {
  const rows = await db.update(rechargeProducts).set(fields).where(eq(rechargeProducts.id, id)).returning();
  return rows[0] ?? null;
}

export async function selectAgentOffers(db: Executor, systemId: number | undefined) {
  return db
    .select()
    .from(agentOffers)
    .where(systemId === undefined ? undefined : eq(agentOffers.systemId, systemId))
    .orderBy(asc(agentOffers.systemId), asc(agentOffers.sortOrder), asc(agentOffers.id));
}

async function insertAgentOffer(db: Executor, id: string, fields: AgentOfferFields) {
  const rows = await db
    .insert(agentOffers)
    .values({ id, ...fields })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

async function updateAgentOffer(db: Executor, id: string, fields: AgentOfferFields) {
  const rows = await db.update(agentOffers).set(fields).where(eq(agentOffers.id, id)).returning();
  return rows[0] ?? null;
}

async function hasPackage(db: Executor, packageId: string): Promise<boolean> {
  const rows = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).limit(1);
  return rows.length > 0;
}

// Inserts never overwrite: a taken id comes back as null and is refused with its message.

export type RechargeProductInput = OperationRequest<'CONSOLE_CREATE_RECHARGE_PRODUCT'>;
export type AgentOfferInput = OperationRequest<'CONSOLE_CREATE_AGENT_OFFER'>;

export function toRechargeProduct(row: RechargeProductRow): ConsoleRechargeProduct {
  return {
    id: row.id,
    group: row.productGroup,
    name: row.name,
    amountFen: row.amountFen,
    serviceKind: row.serviceKind,
    sortOrder: row.sortOrder,
    isOnSale: row.isOnSale,
  };
}

function rechargeProductFields(input: Omit<RechargeProductInput, 'id'>): RechargeProductFields {
  return {
    productGroup: input.group,
    name: input.name,
    amountFen: input.amountFen,
    serviceKind: input.serviceKind,
    sortOrder: input.sortOrder,
    isOnSale: input.isOnSale,
  };
}

/** A new product code such as RP_3F9A1C07B2: random, so two editors adding at once never collide. */
function createProductId(): string {
  return `RP_${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Adds a product under the entered id (or a new one); a taken id is refused. */
export async function createRechargeProduct(db: Executor, input: RechargeProductInput): Promise<ConsoleRechargeProduct> {
  const row = await insertRechargeProduct(db, input.id ?? createProductId(), rechargeProductFields(input));
  if (!row) {
    throw invalid(CatalogueMessage.PRODUCT_DUPLICATE);
  }
  await announceCatalogueChange(db, CatalogueArea.RECHARGE_PRODUCTS);
  return toRechargeProduct(row);
}

/** Changes a product; orders already placed keep the name and amount they were placed with. */
export async function editRechargeProduct(db: Executor, input: OperationRequest<'CONSOLE_UPDATE_RECHARGE_PRODUCT'>): Promise<ConsoleRechargeProduct> {
  const row = await updateRechargeProduct(db, input.id, rechargeProductFields(input));
  if (!row) {
    throw invalid(CatalogueMessage.PRODUCT_NOT_FOUND);
  }
  await announceCatalogueChange(db, CatalogueArea.RECHARGE_PRODUCTS);
  return toRechargeProduct(row);
}

export function toAgentOffer(row: AgentOfferRow): ConsoleAgentOffer {
  return {
    id: row.id,
    name: row.name,
    sumFeeFen: row.sumFeeFen,
    descriptionHtml: row.descriptionHtml,
    requiresCardPhoto: row.ifCheckCard === 1,
    packageId: row.packageId,
    systemId: row.systemId,
    isChangeable: row.isChangeable,
    sortOrder: row.sortOrder,
    isOnSale: row.isOnSale,
  };
}

/** The offer's columns; the description keeps only plain formatting (as package rules do). */
async function agentOfferFields(db: Executor, input: Omit<AgentOfferInput, 'id'>): Promise<AgentOfferFields> {
  if (!(await hasPackage(db, input.packageId))) {
    throw invalid(CatalogueMessage.PACKAGE_NOT_FOUND);
  }
  return {
    name: input.name,
    sumFeeFen: input.sumFeeFen,
    descriptionHtml: sanitizePackageRules(input.descriptionHtml).trim(),
    ifCheckCard: input.requiresCardPhoto ? 1 : 0,
    packageId: input.packageId,
    systemId: input.systemId,
    isChangeable: input.isChangeable,
    sortOrder: input.sortOrder,
    isOnSale: input.isOnSale,
  };
}

/** Adds an offer under its BOSS offer id; a taken id is refused. */
export async function createAgentOffer(db: Executor, input: AgentOfferInput): Promise<ConsoleAgentOffer> {
  const row = await insertAgentOffer(db, input.id, await agentOfferFields(db, input));
  if (!row) {
    throw invalid(CatalogueMessage.OFFER_DUPLICATE);
  }
  return toAgentOffer(row);
}

/** Changes an offer; openings already saved keep the name and fee they copied. */
export async function editAgentOffer(db: Executor, input: OperationRequest<'CONSOLE_UPDATE_AGENT_OFFER'>): Promise<ConsoleAgentOffer> {
  const row = await updateAgentOffer(db, input.id, await agentOfferFields(db, input));
  if (!row) {
    throw invalid(CatalogueMessage.OFFER_NOT_FOUND);
  }
  return toAgentOffer(row);
}
