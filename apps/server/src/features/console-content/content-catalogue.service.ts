import { ContentMessage } from '@hall/contract/console-content/rules';
import type { ConsolePackage, ConsolePointsProduct, ConsoleSavedPackage } from '@hall/contract/console-content/schemas';
import type { OperationRequest } from '@hall/contract/schemas';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { isPackageRulesFiltered, sanitizePackageRules } from '../../platform/rich-text.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { announceCatalogueChange, CatalogueArea, dropOnceCommitted } from '../../domain/catalogue-cache.ts';
import { saveAudited } from './content-audit.ts';
import { adjustProductStock, hasProduct, insertProduct, listAllProducts, updateProduct } from './content-points.repository.ts';

// Points products (our own catalogue) and packages (the back office's) as the editors keep them.

/** A new code such as PP_3F9A1C07B2: random, so two editors adding at once never collide. */
export function createCode(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex').toUpperCase()}`;
}

export async function listPointsProducts(deps: AppDeps): Promise<{ list: ConsolePointsProduct[] }> {
  return { list: await listAllProducts(deps.db) };
}

/** Adds a product with its initial stock, or changes one; the stock itself moves only by adjustStock. */
export async function savePointsProduct(deps: AppDeps, staffId: number, input: OperationRequest<'CONSOLE_SAVE_POINTS_PRODUCT'>): Promise<ConsolePointsProduct> {
  const { id, initialStock, ...fields } = input;
  if (id !== undefined && initialStock !== undefined) {
    throw invalid(ContentMessage.STOCK_EDITED_IN_PLACE);
  }
  return saveAudited(deps, {
    staffId,
    subjectType: 'points_product',
    id,
    write: (tx) => (id === undefined ? insertProduct(tx, createCode('PP'), fields, initialStock ?? 0) : updateProduct(tx, id, fields)),
    notFoundMessage: ContentMessage.POINTS_PRODUCT_NOT_FOUND,
    describe: (row) => ({ name: row.name, pointsCost: row.pointsCost, isOnSale: row.isOnSale, ...(id === undefined ? { stock: row.stock } : {}) }),
  });
}

/** Adds or takes away pieces with one conditional update: safe beside concurrent exchanges. */
export async function adjustStock(deps: AppDeps, staffId: number, input: { id: string; change: number }): Promise<ConsolePointsProduct> {
  return deps.db.transaction(async (tx) => {
    const row = await adjustProductStock(tx, input.id, input.change);
    if (!row) {
      throw invalid((await hasProduct(tx, input.id)) ? ContentMessage.STOCK_TOO_LOW : ContentMessage.POINTS_PRODUCT_NOT_FOUND);
    }
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: 'stock_adjust',
      subjectType: 'points_product',
      subjectId: input.id,
      detail: { change: input.change, stockAfter: row.stock },
    });
    return row;
  });
}

export async function listPackages(deps: AppDeps): Promise<{ list: ConsolePackage[] }> {
  return { list: await deps.boss.listCataloguePackages() };
}

/**
 * The rules HTML is sanitised before the back office stores it (and again whenever it is shown).
 * The package, its tariff row (created or replaced), the audit entry and the announcement to the
 * fleet's catalogue caches commit together.
 */
export async function savePackage(deps: AppDeps, staffId: number, input: OperationRequest<'CONSOLE_SAVE_PACKAGE'>): Promise<ConsoleSavedPackage> {
  const { id, ...rest } = input;
  const fields = { ...rest, descriptionHtml: sanitizePackageRules(rest.descriptionHtml).trim() };
  const saving = saveAudited(deps, {
    staffId,
    subjectType: 'package',
    id,
    write: async (tx) => {
      const row =
        id === undefined ? await deps.boss.addCataloguePackage(tx, createCode('PKG'), fields) : await deps.boss.updateCataloguePackage(tx, id, fields);
      if (row) {
        await announceCatalogueChange(tx, CatalogueArea.PACKAGES);
      }
      return row;
    },
    notFoundMessage: ContentMessage.PACKAGE_NOT_FOUND,
    describe: (row) => ({
      name: row.name,
      monthlyFeeFen: row.monthlyFeeFen,
      isOrderable: row.isOrderable,
      isFirstMonthFree: row.isFirstMonthFree,
      creditLimitFen: row.creditLimitFen,
      voiceOutFenPerMinute: row.voiceOutFenPerMinute,
      callerDisplayFeeFen: row.callerDisplayFeeFen,
    }),
  });
  const saved = await dropOnceCommitted(deps.catalogueCache, CatalogueArea.PACKAGES, saving);
  return { ...saved, isRulesFiltered: isPackageRulesFiltered(rest.descriptionHtml) };
}
