// The back office's package catalogue as the console's editors keep it. Packages are never
// deleted (numbers keep theirs); a package leaves the offer with isOrderable false.

import type { PackageDetailsRecord } from './package-change-boss.ts';

/** A package as the catalogue keeps it: its details without the tariffs, plus its place in the list. */
export interface CataloguePackage extends Omit<PackageDetailsRecord, 'voiceOutFenPerMinute' | 'callerDisplayFeeFen'> {
  sortOrder: number;
}

export type CataloguePackageFields = Omit<CataloguePackage, 'id'>;

export interface PackageCatalogueBoss {
  listCataloguePackages(): Promise<CataloguePackage[]>;
  /** Adds a package; null when the id is taken. */
  addCataloguePackage(id: string, fields: CataloguePackageFields): Promise<CataloguePackage | null>;
  /** Changes a package; null when it does not exist. */
  updateCataloguePackage(id: string, fields: CataloguePackageFields): Promise<CataloguePackage | null>;
}
