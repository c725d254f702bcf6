// The back office's package catalogue as the console's editors keep it: the packages with their
// rates beyond what they include, and the caller services. Packages are never deleted (numbers keep
// theirs); a package leaves the offer with isOrderable false.

import type { Executor } from '../db/connection.ts';
import type { CallerService } from './boss.ts';
import type { PackageDetailsRecord } from './package-change-boss.ts';

/** A package as the catalogue keeps it: its details with its rates, plus its place in the list. */
export interface CataloguePackage extends PackageDetailsRecord {
  sortOrder: number;
  /** 首月免月租: no package fee for the month a number joined (the monthly run reads it). */
  isFirstMonthFree: boolean;
  /** 信用额度: how far below zero its numbers stay in service (credit control reads it). */
  creditLimitFen: number;
}

/**
 * A package's fields as saved; without isFirstMonthFree a new package is first month free, without
 * creditLimitFen it has none, and a changed one keeps what it had.
 */
export type CataloguePackageFields = Omit<CataloguePackage, 'id' | 'isFirstMonthFree' | 'creditLimitFen'> & {
  isFirstMonthFree?: boolean;
  creditLimitFen?: number;
};

/** A caller service (来电提醒, 来电显示, 呼叫转移): one per call type. */
export interface CatalogueCallerPackage extends Pick<CallerService, 'callType' | 'title' | 'detail' | 'monthlyFeeFen'> {
  id: string;
  sortOrder: number;
}

export type CatalogueCallerPackageFields = Omit<CatalogueCallerPackage, 'id'>;

export type CallerPackageWrite =
  { outcome: 'saved'; row: CatalogueCallerPackage } | { outcome: 'not_found' } | { outcome: 'id_taken' } | { outcome: 'call_type_taken' };

/**
 * The writes take the transaction they join (the console's, so its audit entry commits with them,
 * or the demo seed's); a back office of its own would ignore it.
 */
export interface PackageCatalogueBoss {
  listCataloguePackages(): Promise<CataloguePackage[]>;
  /** Adds a package with its rates; null when the id is taken. */
  addCataloguePackage(tx: Executor, id: string, fields: CataloguePackageFields): Promise<CataloguePackage | null>;
  /** Changes a package and its rates; null when it does not exist. */
  updateCataloguePackage(tx: Executor, id: string, fields: CataloguePackageFields): Promise<CataloguePackage | null>;
  listCallerPackages(): Promise<CatalogueCallerPackage[]>;
  addCallerPackage(tx: Executor, id: string, fields: CatalogueCallerPackageFields): Promise<CallerPackageWrite>;
  updateCallerPackage(tx: Executor, id: string, fields: CatalogueCallerPackageFields): Promise<CallerPackageWrite>;
}
