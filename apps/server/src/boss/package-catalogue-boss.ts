// The back office's package catalogue as the console's editors keep it. Packages are never
// deleted (numbers keep theirs); a package leaves the offer with isOrderable false.

export interface CataloguePackage {
  id: string;
  name: string;
  monthlyFeeFen: number;
  serviceKind: number;
  callDisplay: number;
  voiceMinutes: number;
  dataMb: number;
  smsCount: number;
  /** The package rules as stored (sanitised when saved, and again when shown). */
  descriptionHtml: string;
  isOrderable: boolean;
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
