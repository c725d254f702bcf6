import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { packages } from '../db/schema.ts';
import type { PackageCatalogueBoss } from './package-catalogue-boss.ts';

/** The package catalogue on our own packages table. */
export function createBuiltInPackageCatalogue(db: Db): PackageCatalogueBoss {
  return {
    listCataloguePackages: () => db.select().from(packages).orderBy(asc(packages.serviceKind), asc(packages.sortOrder), asc(packages.id)),
    addCataloguePackage: async (id, fields) => {
      const rows = await db
        .insert(packages)
        .values({ id, ...fields })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },
    updateCataloguePackage: async (id, fields) => {
      const rows = await db.update(packages).set(fields).where(eq(packages.id, id)).returning();
      return rows[0] ?? null;
    },
  };
}
