import { INVOICE_MESSAGES, INVOICE_TITLES_MAX } from '@hall/contract/invoices/rules';
import type { InvoiceTitle } from '@hall/contract/invoices/schemas';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { parseId, requireAccess } from './invoice-access.ts';
import { countTitles, deleteTitle, findTitle, insertTitle, listTitles, searchTitles, updateTitle, type InvoiceTitleRow } from './invoices.repository.ts';

// A number's company titles (抬头) for its company e-invoices: listed, searched, saved, deleted.

function toInvoiceTitle(row: InvoiceTitleRow): InvoiceTitle {
  return { id: String(row.id), name: row.name, tin: row.tin, address: row.address, tel: row.tel, bankName: row.bankName, bankAccount: row.bankAccount };
}

export async function listCompanyTitles(deps: AppDeps, member: AuthenticatedMember, phone: string): Promise<{ list: InvoiceTitle[] }> {
  await requireAccess(deps, member, phone);
  return { list: (await listTitles(deps.db, phone)).map(toInvoiceTitle) };
}

export async function searchCompanyTitles(deps: AppDeps, member: AuthenticatedMember, phone: string, keyword: string): Promise<{ list: InvoiceTitle[] }> {
  await requireAccess(deps, member, phone);
  return { list: (await searchTitles(deps.db, phone, keyword)).map(toInvoiceTitle) };
}

export async function saveCompanyTitle(deps: AppDeps, member: AuthenticatedMember, input: OperationRequest<'NEW_ADD_INVOICEUSER'>): Promise<InvoiceTitle> {
  await requireAccess(deps, member, input.userId);
  const fields = { name: input.name, tin: input.tin, address: input.address, tel: input.tel, bankName: input.bankName, bankAccount: input.bankAccount };
  if (input.id) {
    const updated = /^\d{1,15}$/.test(input.id) ? await updateTitle(deps.db, input.userId, Number(input.id), fields, deps.now()) : null;
    if (!updated) {
      throw invalid(INVOICE_MESSAGES.TITLE_NOT_FOUND);
    }
    return toInvoiceTitle(updated);
  }
  if ((await countTitles(deps.db, input.userId)) >= INVOICE_TITLES_MAX) {
    throw invalid(INVOICE_MESSAGES.TITLES_FULL);
  }
  const inserted = await insertTitle(deps.db, input.userId, fields, deps.now());
  if (!inserted) {
    throw invalid(INVOICE_MESSAGES.TITLE_SAVE_FAILED);
  }
  return toInvoiceTitle(inserted);
}

export async function deleteCompanyTitle(deps: AppDeps, member: AuthenticatedMember, titleId: string): Promise<{ id: string }> {
  const title = await findTitle(deps.db, parseId(titleId));
  if (!title) {
    throw invalid(INVOICE_MESSAGES.TITLE_NOT_FOUND);
  }
  await requireAccess(deps, member, title.ownerPhone);
  if (!(await deleteTitle(deps.db, title.ownerPhone, title.id))) {
    throw invalid(INVOICE_MESSAGES.TITLE_NOT_FOUND);
  }
  return { id: titleId };
}
