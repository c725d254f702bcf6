import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import { callerPackages, packages, packageTariffs } from '../db/schema.ts';
import type {
  CallerPackageWrite,
  CatalogueCallerPackage,
  CatalogueCallerPackageFields,
  CataloguePackage,
  CataloguePackageFields,
  PackageCatalogueBoss,
} from './package-catalogue-boss.ts';

/** The carrier's standard rates, which a package without a row in package_tariffs is billed at. */
export const STANDARD_TARIFF = { voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 } as const;

/** A package with its rates: a package without its own rates gets the carrier's standard ones. */
export const packageColumns = {
  id: packages.id,
  name: packages.name,
  monthlyFeeFen: packages.monthlyFeeFen,
  serviceKind: packages.serviceKind,
  callDisplay: packages.callDisplay,
  voiceMinutes: packages.voiceMinutes,
  dataMb: packages.dataMb,
  directedDataMb: packages.directedDataMb,
  smsCount: packages.smsCount,
  voiceOutFenPerMinute: sql<number>`coalesce(${packageTariffs.voiceOutFenPerMinute}, ${STANDARD_TARIFF.voiceOutFenPerMinute})`.mapWith(Number),
  callerDisplayFeeFen: sql<number>`coalesce(${packageTariffs.callerDisplayFeeFen}, ${STANDARD_TARIFF.callerDisplayFeeFen})`.mapWith(Number),
  descriptionHtml: packages.descriptionHtml,
  isOrderable: packages.isOrderable,
  isFirstMonthFree: packages.isFirstMonthFree,
  sortOrder: packages.sortOrder,
};

async function upsertTariff(tx: Executor, row: CataloguePackage): Promise<void> {
  const tariff = { voiceOutFenPerMinute: row.voiceOutFenPerMinute, callerDisplayFeeFen: row.callerDisplayFeeFen };
  await tx
    .insert(packageTariffs)
    .values({ packageId: row.id, ...tariff })
    .onConflictDoUpdate({ target: packageTariffs.packageId, set: tariff });
}

/** Adds a package and its tariff row in the caller's transaction; null when the id is taken. */
export async function insertCataloguePackage(tx: Executor, id: string, fields: CataloguePackageFields): Promise<CataloguePackage | null> {
  const { voiceOutFenPerMinute, callerDisplayFeeFen, ...packageFields } = fields;
  const rows = await tx
    .insert(packages)
    .values({ id, ...packageFields })
    .onConflictDoNothing()
    .returning();
  if (!rows[0]) {
    return null;
  }
  const saved = { ...rows[0], voiceOutFenPerMinute, callerDisplayFeeFen };
  await upsertTariff(tx, saved);
  return saved;
}

/** Changes a package and writes its tariff row (created if the package had none). */
export async function updateCataloguePackage(tx: Executor, id: string, fields: CataloguePackageFields): Promise<CataloguePackage | null> {
  const { voiceOutFenPerMinute, callerDisplayFeeFen, ...packageFields } = fields;
  const rows = await tx.update(packages).set(packageFields).where(eq(packages.id, id)).returning();
  if (!rows[0]) {
    return null;
  }
  const saved = { ...rows[0], voiceOutFenPerMinute, callerDisplayFeeFen };
  await upsertTariff(tx, saved);
  return saved;
}

const callerPackageColumns = {
  id: callerPackages.id,
  callType: callerPackages.callType,
  title: callerPackages.title,
  detail: callerPackages.detail,
  monthlyFeeFen: callerPackages.monthlyFeeFen,
  sortOrder: callerPackages.sortOrder,
};

const toCallerPackage = (row: { callType: number } & Omit<CatalogueCallerPackage, 'callType'>): CatalogueCallerPackage => ({
  ...row,
  callType: row.callType as CatalogueCallerPackage['callType'],
});

/**
 * Writes of caller services are serialised, so the check that no other service has the call type
 * (one service per type: the hall's pages find theirs by it) cannot race another editor's save.
 */
async function isCallTypeTaken(tx: Executor, callType: number, exceptId: string | null): Promise<boolean> {
  const condition = exceptId === null ? eq(callerPackages.callType, callType) : and(eq(callerPackages.callType, callType), ne(callerPackages.id, exceptId));
  const rows = await tx.select({ id: callerPackages.id }).from(callerPackages).where(condition).limit(1);
  return rows.length > 0;
}

const lockCallerPackages = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('caller_packages'))`);

export async function insertCallerPackage(tx: Executor, id: string, fields: CatalogueCallerPackageFields): Promise<CallerPackageWrite> {
  await lockCallerPackages(tx);
  if (await isCallTypeTaken(tx, fields.callType, null)) {
    return { outcome: 'call_type_taken' };
  }
  const rows = await tx
    .insert(callerPackages)
    .values({ id, ...fields })
    .onConflictDoNothing()
    .returning(callerPackageColumns);
  return rows[0] ? { outcome: 'saved', row: toCallerPackage(rows[0]) } : { outcome: 'id_taken' };
}

export async function updateCallerPackage(tx: Executor, id: string, fields: CatalogueCallerPackageFields): Promise<CallerPackageWrite> {
  await lockCallerPackages(tx);
  const existing = await tx.select({ id: callerPackages.id }).from(callerPackages).where(eq(callerPackages.id, id));
  if (existing.length === 0) {
    return { outcome: 'not_found' };
  }
  if (await isCallTypeTaken(tx, fields.callType, id)) {
    return { outcome: 'call_type_taken' };
  }
  const rows = await tx.update(callerPackages).set(fields).where(eq(callerPackages.id, id)).returning(callerPackageColumns);
  return rows[0] ? { outcome: 'saved', row: toCallerPackage(rows[0]) } : { outcome: 'not_found' };
}

/** The package catalogue on our own packages, package_tariffs and caller_packages tables. */
export function createBuiltInPackageCatalogue(db: Db): PackageCatalogueBoss {
  return {
    listCataloguePackages: () =>
      db
        .select({ ...packageColumns, creditLimitFen: packages.creditLimitFen })
        .from(packages)
        .leftJoin(packageTariffs, eq(packageTariffs.packageId, packages.id))
        .orderBy(asc(packages.serviceKind), asc(packages.sortOrder), asc(packages.id)),
    addCataloguePackage: insertCataloguePackage,
    updateCataloguePackage,
    listCallerPackages: async () =>
      (await db.select(callerPackageColumns).from(callerPackages).orderBy(asc(callerPackages.sortOrder), asc(callerPackages.id))).map(toCallerPackage),
    addCallerPackage: insertCallerPackage,
    updateCallerPackage,
  };
}
