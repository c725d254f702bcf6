import type { InvoiceMonth } from '@hall/contract/invoices/schemas';
import { LocalKey, readLocal, readSession, removeLocal, takeSession, writeLocal, writeSession } from '../../shared/lib/storage.ts';

// What the monthly invoice flow keeps between its pages, under the spec's storage keys.

export interface CheckedMonth {
  id: string;
  feeMonth: string;
  feeAmount: number;
}

/** The verified number (Phone) and its invoice account (userId), kept after verification. */
export function readInvoicePhone(): string | null {
  return readLocal(LocalKey.PHONE);
}

export function readInvoiceUserId(): string {
  return readLocal(LocalKey.USER_ID) ?? readLocal(LocalKey.PHONE) ?? '';
}

export function saveVerifiedNumber(serviceId: string, userId: string): void {
  writeLocal(LocalKey.PHONE, serviceId);
  writeLocal(LocalKey.USER_ID, userId);
}

export function forgetVerifiedNumber(): void {
  removeLocal(LocalKey.PHONE);
  removeLocal(LocalKey.USER_ID);
}

/** The months chosen on the list and their sum in fen (price), for the submit page. */
export function saveCheckedMonths(months: CheckedMonth[]): void {
  writeLocal(LocalKey.CHECKED_LIST, JSON.stringify(months));
  writeLocal(LocalKey.PRICE, String(months.reduce((sum, month) => sum + month.feeAmount, 0)));
}

function isCheckedMonth(value: unknown): value is CheckedMonth {
  const item = value as Partial<CheckedMonth> | null;
  return typeof item?.id === 'string' && typeof item.feeMonth === 'string' && typeof item.feeAmount === 'number';
}

export function readCheckedMonths(): CheckedMonth[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(LocalKey.CHECKED_LIST) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCheckedMonth) : [];
  } catch {
    return [];
  }
}

export function toCheckedMonth(month: InvoiceMonth): CheckedMonth {
  return { id: month.id, feeMonth: month.feeMonth, feeAmount: month.feeAmount };
}

/** The title type chosen on the submit page (selectFlag): '0' personal, '1' company. */
export function readSelectFlag(): '0' | '1' {
  return readLocal(LocalKey.SELECT_FLAG) === '1' ? '1' : '0';
}

export function saveSelectFlag(flag: '0' | '1'): void {
  writeLocal(LocalKey.SELECT_FLAG, flag);
}

/** After a successful submission the temporary invoice keys go. */
export function removeTemporaryInvoiceKeys(): void {
  removeLocal(LocalKey.CHECKED_LIST);
  removeLocal(LocalKey.PRICE);
  removeLocal(LocalKey.SELECT_FLAG);
  takeSession(DRAFT_KEY);
  takeSession(CHOSEN_TITLE_KEY);
}

const DRAFT_KEY = 'invoiceDraft';
const CHOSEN_TITLE_KEY = 'invoiceTitleId';

export interface InvoiceDraft {
  email: string;
  invoiceType: '' | '81' | '82';
}

/** The submit page's unsent fields survive a visit to the company manager. */
export function readDraft(): InvoiceDraft {
  try {
    const parsed = JSON.parse(readSession(DRAFT_KEY) ?? '{}') as Partial<InvoiceDraft>;
    return {
      email: typeof parsed.email === 'string' ? parsed.email : '',
      invoiceType: parsed.invoiceType === '81' || parsed.invoiceType === '82' ? parsed.invoiceType : '',
    };
  } catch {
    return { email: '', invoiceType: '' };
  }
}

export function saveDraft(draft: InvoiceDraft): void {
  writeSession(DRAFT_KEY, JSON.stringify(draft));
}

export function saveChosenTitleId(titleId: string): void {
  writeSession(CHOSEN_TITLE_KEY, titleId);
}

export function readChosenTitleId(): string | null {
  return readSession(CHOSEN_TITLE_KEY);
}

export function forgetChosenTitle(): void {
  takeSession(CHOSEN_TITLE_KEY);
}
