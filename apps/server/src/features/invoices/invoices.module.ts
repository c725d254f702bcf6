import type { invoicesEndpoints } from '@hall/contract/invoices/endpoints';
import { createInvoiceReviewKind } from './invoices.review-kind.ts';
import { registerInvoicePlatformNotify } from './invoice-platform-notify.routes.ts';
import { scheduleInvoiceWork } from './invoices.schedule.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import {
  checkInvoiceCode,
  listInvoiceMonths,
  readInvoiceFaceCheck,
  readMonthsInfo,
  resendInvoiceMail,
  sendInvoice,
  startInvoiceFaceCheck,
} from './e-invoice.service.ts';
import { deleteCompanyTitle, listCompanyTitles, saveCompanyTitle, searchCompanyTitles } from './invoice-titles.service.ts';
import { listOldInvoices, readOldInvoice, submitOldInvoice } from './old-invoice.service.ts';

export const invoicesModule: FeatureModule<keyof typeof invoicesEndpoints> = {
  name: 'invoices',
  reviewKinds: (deps) => [createInvoiceReviewKind(deps)],
  schedules: scheduleInvoiceWork,
  routes: registerInvoicePlatformNotify,
  handlers: (deps) => {
    return {
      NEW_CHECKCODE: ({ member, input }) => checkInvoiceCode(deps, member, input),
      NEW_INVOICE_OCR: ({ member, input }) => startInvoiceFaceCheck(deps, member, input),
      NEW_INVOICE_OCR_RESULT: ({ member, input }) => readInvoiceFaceCheck(deps, member, input.biz_no),
      NEW_INVOICE_LIST: ({ member, input }) => listInvoiceMonths(deps, member, input.service_id),
      NEW_MONTHS_INFO: ({ member, input }) => readMonthsInfo(deps, member, input.id),
      NEW_SEND_INVOICE: ({ member, input, request }) => sendInvoice(deps, member, input, request.log),
      NEW_RELOAD_EMAIL: ({ member, input }) => resendInvoiceMail(deps, member, input),
      NEW_QUERY_USER: ({ member, input }) => listCompanyTitles(deps, member, input.userId),
      NEW_QUERY_TITLE: ({ member, input }) => searchCompanyTitles(deps, member, input.userId, input.name),
      NEW_ADD_INVOICEUSER: ({ member, input }) => saveCompanyTitle(deps, member, input),
      NEW_DEL_INVOICEUSER: ({ member, input }) => deleteCompanyTitle(deps, member, input.id),
      INVOICE_LIST: ({ member }) => listOldInvoices(deps, member),
      INVOICE_DETAIL: ({ member, input }) => readOldInvoice(deps, member, input.invoiceId),
      SUBMIT_INVOICE: ({ member, input, request }) => submitOldInvoice(deps, member, input, request.log),
    };
  },
};
