// The back office's part of package change: package details and change orders that take effect
// on the first day of the next month.

export interface PackageDetailsRecord {
  id: string;
  name: string;
  monthlyFeeFen: number;
  serviceKind: number;
  callDisplay: number;
  voiceMinutes: number;
  dataMb: number;
  /** Directed (app-specific) data, beside the general dataMb. */
  directedDataMb: number;
  smsCount: number;
  voiceOutFenPerMinute: number;
  callerDisplayFeeFen: number;
  /** As stored: not yet sanitised. */
  descriptionHtml: string;
  isOrderable: boolean;
}

export interface PackageChangeOrder {
  id: number;
  phone: string;
  fromPackageId: string;
  toPackageId: string;
  toPackageName: string;
  status: 'pending' | 'effective' | 'cancelled';
  /** YYYY-MM-DD, the first day of the month the new package applies. */
  effectiveDate: string;
  createdAt: Date;
}

export interface PackageChangeBoss {
  findPackage(id: string): Promise<PackageDetailsRecord | null>;
  /** The change waiting for next month, if any (shown among the ordered services). */
  findPendingPackageChange(phone: string): Promise<PackageChangeOrder | null>;
  /** Records a change; null when another change is already pending for the number. */
  createPackageChange(order: {
    phone: string;
    fromPackageId: string;
    toPackageId: string;
    effectiveDate: string;
    now: Date;
  }): Promise<PackageChangeOrder | null>;
  /** Switches the number to pending changes whose date has come (the back office's month start). */
  applyDuePackageChanges(phone: string, today: string, now: Date): Promise<void>;
  /** Numbers with a pending change whose date has come (at most `limit`). */
  listNumbersWithDueChanges(today: string, limit: number): Promise<string[]>;
}
