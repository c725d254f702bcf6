import { countField } from '@hall/contract/console-fields';
import { schemas } from '@hall/contract/schemas';
import { eq, inArray } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Executor } from '../db/connection.ts';
import { insertCataloguePackage } from '../boss/built-in-package-catalogue.ts';
import { agentOffers, cardStock, packages, rechargeProducts } from '../db/schema.ts';
import { ApiError } from '../platform/api-error.ts';
import { sanitizePackageRules } from '../platform/rich-text.ts';
import { importStockLines, parseStockCsv } from '../domain/card-stock-import.ts';
import { announceCatalogueChange, CatalogueArea } from '../domain/catalogue-cache.ts';
import { createAgentOffer, createRechargeProduct } from '../domain/catalogue.ts';
import { findExisting, generateAgentPassword, hashAgentPassword, insertAgent, insertDealer } from '../domain/dealer-accounts.ts';

// The first-start import behind `npm run catalogue -- import <file.json>`: packages, recharge
// products, agent offers, dealers, agents and card stock through the console's own write functions
// and checks, in one transaction (any error writes nothing). Existing ids are reported and left as they are, so a
// re-run adds only what is new.

/** The import file: every section optional; stock rows name a CSV file relative to the JSON file. */
export interface CataloguePlan {
  /** The console's package form, with the id the operator chooses (offers name it as packageId). */
  packages?: unknown[];
  rechargeProducts?: unknown[];
  agentOffers?: unknown[];
  dealers?: unknown[];
  agents?: unknown[];
  stock?: { dealerId?: unknown; offerId?: unknown; csvFile?: unknown }[];
}

export interface ImportReport {
  lines: string[];
  /** Work number → generated password, to print once. */
  passwords: Record<string, string>;
}

/** Refused input: what the operator must fix, in the console's words. */
export class CatalogueImportError extends Error {}

function parseEntry<S extends z.ZodType>(schema: S, entry: unknown, where: string): z.output<S> {
  const result = schema.safeParse(entry);
  if (!result.success) {
    throw new CatalogueImportError(`${where}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('；')}`);
  }
  return result.data;
}

async function withWhere<T>(where: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ApiError) {
      throw new CatalogueImportError(`${where}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * The console's package form, its credit limit (how far below zero its numbers stay in service)
 * checked as the file's fen rather than the form's yuan, and 0 when the file gives none.
 */
const packageEntrySchema = schemas.CONSOLE_SAVE_PACKAGE.request.extend({ creditLimitFen: countField('信用额度（分）').default(0) });

/**
 * Packages go in under the operator's ids, through the back office's own insert (as the console's
 * 套餐 form and the demo seed), so offers later in the same file can name them.
 */
async function importPackages(db: Executor, plan: CataloguePlan, report: ImportReport) {
  const ids = new Set<string>();
  let isAnyCreated = false;
  for (const [index, entry] of (plan.packages ?? []).entries()) {
    const where = `packages[${index}]`;
    const { id, creditLimitFen, ...fields } = parseEntry(packageEntrySchema, entry, where);
    if (!id) {
      throw new CatalogueImportError(`${where}: 导入的套餐须带 id（开户套餐的 packageId 引用它，重复导入时据此识别）`);
    }
    if (ids.has(id)) {
      throw new CatalogueImportError(`${where}: 套餐编号 ${id} 在文件中重复`);
    }
    ids.add(id);
    const saved = await insertCataloguePackage(db, id, { ...fields, descriptionHtml: sanitizePackageRules(fields.descriptionHtml).trim() });
    if (!saved) {
      report.lines.push(`套餐 ${id} 已存在，未改动`);
      continue;
    }
    if (creditLimitFen > 0) {
      await db.update(packages).set({ creditLimitFen }).where(eq(packages.id, id));
    }
    isAnyCreated = true;
    report.lines.push(`套餐 ${id} ${saved.name} 已创建`);
  }
  if (isAnyCreated) {
    await announceCatalogueChange(db, CatalogueArea.PACKAGES);
  }
}

async function importProducts(db: Executor, plan: CataloguePlan, report: ImportReport) {
  for (const [index, entry] of (plan.rechargeProducts ?? []).entries()) {
    const where = `rechargeProducts[${index}]`;
    const product = parseEntry(schemas.CONSOLE_CREATE_RECHARGE_PRODUCT.request, entry, where);
    if (!product.id) {
      throw new CatalogueImportError(`${where}: 导入的充值商品须带 id（重复导入时据此识别）`);
    }
    if ((await db.select({ id: rechargeProducts.id }).from(rechargeProducts).where(eq(rechargeProducts.id, product.id))).length > 0) {
      report.lines.push(`充值商品 ${product.id} 已存在，未改动`);
      continue;
    }
    await withWhere(where, () => createRechargeProduct(db, product));
    report.lines.push(`充值商品 ${product.id} ${product.name} 已创建`);
  }
  for (const [index, entry] of (plan.agentOffers ?? []).entries()) {
    const where = `agentOffers[${index}]`;
    const offer = parseEntry(schemas.CONSOLE_CREATE_AGENT_OFFER.request, entry, where);
    if ((await db.select({ id: agentOffers.id }).from(agentOffers).where(eq(agentOffers.id, offer.id))).length > 0) {
      report.lines.push(`开户套餐 ${offer.id} 已存在，未改动`);
      continue;
    }
    await withWhere(where, () => createAgentOffer(db, offer));
    report.lines.push(`开户套餐 ${offer.id} ${offer.name} 已创建`);
  }
}

async function importDealersAndAgents(db: Executor, plan: CataloguePlan, report: ImportReport, passwordOf: (workNo: string) => string | undefined) {
  const dealers = (plan.dealers ?? []).map((entry, index) => parseEntry(schemas.CONSOLE_CREATE_DEALER.request, entry, `dealers[${index}]`));
  const agents = (plan.agents ?? []).map((entry, index) => parseEntry(schemas.CONSOLE_CREATE_AGENT.request, entry, `agents[${index}]`));
  const existing = await findExisting(
    db,
    dealers.map((dealer) => dealer.id),
    agents.map((agent) => agent.workNo),
  );
  for (const [index, dealer] of dealers.entries()) {
    if (existing.dealerIds.has(dealer.id)) {
      report.lines.push(`渠道 ${dealer.id} 已存在，未改动`);
      continue;
    }
    await withWhere(`dealers[${index}]`, () => insertDealer(db, dealer));
    report.lines.push(`渠道 ${dealer.id} ${dealer.name} 已创建（资金池 0，请在控制台充值）`);
  }
  for (const [index, agent] of agents.entries()) {
    if (existing.workNos.has(agent.workNo)) {
      report.lines.push(`工号 ${agent.workNo} 已存在，未改动（密码不变）`);
      continue;
    }
    const given = passwordOf(agent.workNo);
    if (given !== undefined && given.length < 10) {
      throw new CatalogueImportError(`agents[${index}]: 工号 ${agent.workNo} 的环境变量密码须至少10个字符`);
    }
    const password = given ?? generateAgentPassword();
    await withWhere(`agents[${index}]`, async () => insertAgent(db, agent, await hashAgentPassword(password)));
    if (given === undefined) {
      report.passwords[agent.workNo] = password;
    }
    report.lines.push(`工号 ${agent.workNo} ${agent.name} 已创建（渠道 ${agent.dealerId}）`);
  }
}

async function importStock(db: Executor, plan: CataloguePlan, report: ImportReport, baseDir: string) {
  for (const [index, entry] of (plan.stock ?? []).entries()) {
    const where = `stock[${index}]`;
    const { dealerId, offerId, csvFile } = entry;
    if (typeof dealerId !== 'string' || typeof offerId !== 'string' || typeof csvFile !== 'string') {
      throw new CatalogueImportError(`${where}: 须有 dealerId、offerId 和 csvFile`);
    }
    const csv = await readFile(path.resolve(baseDir, csvFile), 'utf8').catch(() => {
      throw new CatalogueImportError(`${where}: 读不到文件 ${csvFile}`);
    });
    const parsed = parseStockCsv(csv);
    if (parsed.problems.length > 0) {
      throw new CatalogueImportError(`${where} ${csvFile}: ${parsed.problems.map((problem) => `第${problem.line}行 ${problem.message}`).join('；')}`);
    }
    // Cards this dealer holds already with the same number (an earlier run) are reported, not refused.
    const iccids = parsed.lines.map((line) => line.iccid);
    const held =
      iccids.length > 0
        ? await db
            .select({ iccid: cardStock.iccid, phone: cardStock.phone, dealerId: cardStock.dealerId })
            .from(cardStock)
            .where(inArray(cardStock.iccid, iccids))
        : [];
    const imported = new Set(held.filter((card) => card.dealerId === dealerId).map((card) => `${card.iccid},${card.phone}`));
    const fresh = parsed.lines.filter((line) => !imported.has(`${line.iccid},${line.phone}`));
    if (fresh.length === 0) {
      report.lines.push(`库存 ${csvFile}：${parsed.lines.length} 张卡已在渠道 ${dealerId} 的库存中，未改动`);
      continue;
    }
    const result = await withWhere(where, () => importStockLines(db, { dealerId, offerId }, fresh));
    if (result.problemCount > 0) {
      const listed = result.problems.map((problem) => `第${problem.line}行 ${problem.message}`).join('；');
      throw new CatalogueImportError(`${where} ${csvFile}: ${result.problemCount} 个问题，未导入任何号码：${listed}`);
    }
    report.lines.push(
      `库存 ${csvFile}：导入 ${result.importedCount} 张卡到渠道 ${dealerId}（套餐 ${offerId}）${imported.size > 0 ? `，${imported.size} 张已存在` : ''}`,
    );
  }
}

/**
 * Runs an import plan in one transaction: packages, products and offers, dealers and agents, then stock.
 * Throws CatalogueImportError (nothing written) on the first refused entry.
 */
export async function runCatalogueImport(
  db: Executor,
  plan: CataloguePlan,
  options: { baseDir: string; passwordOf?: (workNo: string) => string | undefined },
): Promise<ImportReport> {
  const report: ImportReport = { lines: [], passwords: {} };
  await db.transaction(async (tx) => {
    await importPackages(tx, plan, report);
    await importProducts(tx, plan, report);
    await importDealersAndAgents(tx, plan, report, options.passwordOf ?? (() => undefined));
    await importStock(tx, plan, report, options.baseDir);
  });
  return report;
}
