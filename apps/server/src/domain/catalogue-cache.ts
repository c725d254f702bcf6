import { sql } from 'drizzle-orm';
import type { Boss } from '../boss/boss.ts';
import type { Database, Executor } from '../db/connection.ts';
import { createSharedCache, type SharedCache } from '../platform/shared-cache.ts';

// The catalogue the hall reads on every visit and staff edit now and then: recharge products and
// packages. Cached per instance in front of the back-office interface (a real BOSS behind it is
// cached the same way), dropped by the console's edits on every instance of the fleet.

/** The PostgreSQL channel the catalogue's edits are announced on. */
export const CATALOGUE_CHANGES_CHANNEL = 'hall_catalogue_changed';

/** The parts of the catalogue that are dropped separately: an edit names the one it changed. */
export const CatalogueArea = { RECHARGE_PRODUCTS: 'recharge-products', PACKAGES: 'packages' } as const;
export type CatalogueArea = (typeof CatalogueArea)[keyof typeof CatalogueArea];

const isCatalogueArea = (payload: string): payload is CatalogueArea => Object.values<string>(CatalogueArea).includes(payload);

/**
 * In the edit's own transaction: every listening instance drops the area once the edit commits,
 * and none does when it rolls back. The editing instance drops its own at once (dropCatalogueArea)
 * after the commit, before its notification comes back.
 */
export async function announceCatalogueChange(tx: Executor, area: CatalogueArea): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANGES_CHANNEL}, ${area})`);
}

/** Waits for an edit's transaction to commit, then drops the area on this instance at once. */
export async function dropOnceCommitted<T>(cache: SharedCache, area: CatalogueArea, edit: Promise<T>): Promise<T> {
  const result = await edit;
  cache.drop(area);
  return result;
}

/** This instance's catalogue cache: on PostgreSQL it keeps values only while its LISTEN is in place. */
export function createCatalogueCache(database: Pick<Database, 'listen'>): SharedCache {
  const cache = createSharedCache({ isListening: database.listen === null });
  database.listen?.(CATALOGUE_CHANGES_CHANNEL, {
    onNotification: (payload) => cache.drop(isCatalogueArea(payload) ? payload : undefined),
    onListening: () => cache.setListening(true),
    onLost: () => cache.setListening(false),
  });
  return cache;
}

/** The back office with its catalogue reads answered from the cache; everything else goes through. */
export function cacheCatalogueReads(boss: Boss, cache: SharedCache): Boss {
  return {
    ...boss,
    listRechargeProducts: (serviceKind) => cache.read(CatalogueArea.RECHARGE_PRODUCTS, String(serviceKind), () => boss.listRechargeProducts(serviceKind)),
    listOrderablePackages: (serviceKind) => cache.read(CatalogueArea.PACKAGES, `orderable:${serviceKind}`, () => boss.listOrderablePackages(serviceKind)),
    findPackage: (id) => cache.read(CatalogueArea.PACKAGES, `package:${id}`, () => boss.findPackage(id)),
  };
}
