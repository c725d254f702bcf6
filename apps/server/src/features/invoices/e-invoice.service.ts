import type { FastifyBaseLogger } from 'fastify';
import { AuthType } from '@hall/contract/identity/rules';
import {
  INVOICE_MAX_RESENDS,
  INVOICE_MESSAGES,
  INVOICE_MONTHS_SHOWN,
  InvoiceStatus,
  InvoiceTitleKind,
  InvoiceType,
  type InvoiceTypeValue,
} from '@hall/contract/invoices/rules';
import { ResponseCode } from '@hall/contract/codes';
import { SmsCodeType } from '@hall/contract/sms/rules';
import type { InvoiceMonth } from '@hall/contract/invoices/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { findInvoicingSubscriber, grantAccess, isMonthFree, listRecentFeeMonths, loadMonths, parseId, requireAccess, statusOf } from './invoice-access.ts';
import { issueInvoice } from './invoice-issuing.ts';
import { mailInvoice } from './invoice-mail.ts';
import {
  createInvoiceOverMonths,
  findInvoice,
  findMonthsByIds,
  findTitle,
  giveResendBack,
  takeResend,
  type InvoiceRow,
  type MonthWithInvoice,
} from './invoices.repository.ts';

// The e-invoice flow (NEW_*): a number opened by its SMS code (08) or a face check, its last months,
// a personal or company invoice over several of them, mailed, and resent up to three times.

/** A month row and its current invoice, open to the member. */
async function findOwnInvoiceOfMonth(deps: AppDeps, member: AuthenticatedMember, monthId: string): Promise<InvoiceRow> {
  const month = (await findMonthsByIds(deps.db, [parseId(monthId)]))[0];
  if (!month) {
    throw invalid(INVOICE_MESSAGES.INVOICE_NOT_FOUND);
  }
  await requireAccess(deps, member, month.phone);
  const invoice = month.invoiceId === null ? null : await findInvoice(deps.db, month.invoiceId);
  if (!invoice) {
    throw invalid(INVOICE_MESSAGES.MONTH_NOT_INVOICED);
  }
  return invoice;
}

export async function checkInvoiceCode(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'NEW_CHECKCODE'>,
): Promise<OperationOutput<'NEW_CHECKCODE'>> {
  await findInvoicingSubscriber(deps, input.service_id);
  await deps.oneTimeCodes.verify({ phone: input.service_id, purpose: SmsCodeType.INVOICE_VERIFY, code: input.code });
  await grantAccess(deps, member.id, input.service_id);
  return { serviceId: input.service_id, userId: input.service_id };
}

export async function startInvoiceFaceCheck(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'NEW_INVOICE_OCR'>,
): Promise<OperationOutput<'NEW_INVOICE_OCR'>> {
  const subscriber = await findInvoicingSubscriber(deps, input.serviceId);
  return deps.identityChecks.start({
    memberId: member.id,
    authType: AuthType.NEW_INVOICE_OCR,
    ownerName: subscriber.ownerName,
    idNumber: subscriber.idNumber,
    idHint: subscriber.idNumber.slice(-6),
    phone: subscriber.phone,
    returnUrl: input.returnUrl,
    consent: input.consent,
  });
}

export async function readInvoiceFaceCheck(deps: AppDeps, member: AuthenticatedMember, bizNo: string): Promise<OperationOutput<'NEW_INVOICE_OCR_RESULT'>> {
  const check = await deps.identityChecks.consume({ memberId: member.id, bizNo, authType: AuthType.NEW_INVOICE_OCR });
  const phone = check.phone ?? '';
  await findInvoicingSubscriber(deps, phone);
  await grantAccess(deps, member.id, phone);
  return { serviceId: phone, userId: phone, biz_no: check.bizNo };
}

function toInvoiceMonth(month: MonthWithInvoice): InvoiceMonth {
  return {
    id: String(month.id),
    feeMonth: month.feeMonth,
    feeAmount: month.feeAmountFen,
    status: statusOf(month),
    type: month.titleKind,
    errMsg: statusOf(month) === InvoiceStatus.FAILED ? (month.errMsg ?? '') : '',
    // The page knows its verified number; the list shows it masked like everywhere else.
    userId: maskPhone(month.phone),
  };
}

export async function listInvoiceMonths(deps: AppDeps, member: AuthenticatedMember, phone: string): Promise<OperationOutput<'NEW_INVOICE_LIST'>> {
  await requireAccess(deps, member, phone);
  const months = await loadMonths(deps, phone, INVOICE_MONTHS_SHOWN);
  return { list: months.map(toInvoiceMonth) };
}

export async function readMonthsInfo(deps: AppDeps, member: AuthenticatedMember, monthId: string): Promise<OperationOutput<'NEW_MONTHS_INFO'>> {
  const invoice = await findOwnInvoiceOfMonth(deps, member, monthId);
  return {
    id: monthId,
    saleAmount: invoice.amountFen,
    months: invoice.months.split(','),
    email: invoice.email,
    invoiceType: invoice.invoiceType,
    title: invoice.buyerName,
    resendsLeft: Math.max(0, INVOICE_MAX_RESENDS - invoice.resendCount),
  };
}

interface Buyer {
  titleKind: number;
  invoiceType: InvoiceTypeValue;
  buyerName: string;
  buyerTin: string;
  buyerAddress: string;
  buyerTel: string;
  buyerBankName: string;
  buyerBankAccount: string;
}

async function decideBuyer(deps: AppDeps, phone: string, input: OperationRequest<'NEW_SEND_INVOICE'>): Promise<Buyer> {
  if (input.type === InvoiceTitleKind.PERSONAL) {
    const subscriber = await findInvoicingSubscriber(deps, phone);
    // Personal invoices are always the ordinary e-invoice.
    return {
      titleKind: InvoiceTitleKind.PERSONAL,
      invoiceType: InvoiceType.ORDINARY_DIGITAL,
      buyerName: subscriber.ownerName,
      buyerTin: '',
      buyerAddress: '',
      buyerTel: '',
      buyerBankName: '',
      buyerBankAccount: '',
    };
  }
  await findInvoicingSubscriber(deps, phone);
  const title = /^\d{1,15}$/.test(input.tinId) ? await findTitle(deps.db, Number(input.tinId)) : null;
  if (!title || title.ownerPhone !== phone) {
    throw invalid(INVOICE_MESSAGES.COMPANY_REQUIRED);
  }
  if (!input.invoiceType) {
    throw invalid(INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED);
  }
  if (!input.name) {
    throw invalid(INVOICE_MESSAGES.COMPANY_NAME_REQUIRED);
  }
  if (!input.tin) {
    throw invalid(INVOICE_MESSAGES.COMPANY_TIN_REQUIRED);
  }
  return {
    titleKind: InvoiceTitleKind.COMPANY,
    invoiceType: input.invoiceType,
    buyerName: input.name,
    buyerTin: input.tin.toUpperCase(),
    buyerAddress: input.address,
    buyerTel: input.tel,
    buyerBankName: input.bankName,
    buyerBankAccount: input.bankAccount,
  };
}

export async function sendInvoice(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'NEW_SEND_INVOICE'>,
  log: FastifyBaseLogger,
): Promise<OperationOutput<'NEW_SEND_INVOICE'>> {
  const ids = [...new Set(input.ids.split(',').map(parseId))];
  const months = await findMonthsByIds(deps.db, ids);
  const phone = months[0]?.phone;
  if (!phone || months.length !== ids.length || months.some((month) => month.phone !== phone)) {
    throw invalid(INVOICE_MESSAGES.MONTHS_NOT_FOUND);
  }
  await requireAccess(deps, member, phone);
  const window = new Set(listRecentFeeMonths(deps.now(), INVOICE_MONTHS_SHOWN));
  if (months.some((month) => !window.has(month.feeMonth))) {
    throw invalid(INVOICE_MESSAGES.MONTHS_OUT_OF_RANGE);
  }
  if (!months.every(isMonthFree)) {
    throw invalid(INVOICE_MESSAGES.MONTHS_TAKEN);
  }
  const buyer = await decideBuyer(deps, phone, input);
  const created = await createInvoiceOverMonths(
    deps.db,
    {
      phone,
      memberId: member.id,
      flow: 'monthly',
      ...buyer,
      email: input.email,
      months: months
        .map((month) => month.feeMonth)
        .sort()
        .join(','),
      amountFen: months.reduce((sum, month) => sum + month.feeAmountFen, 0),
      createdAt: deps.now(),
    },
    ids,
  );
  if (!created) {
    throw invalid(INVOICE_MESSAGES.MONTHS_TAKEN);
  }
  const status = await issueInvoice(deps, created, log);
  return { message: INVOICE_MESSAGES.SUBMITTED, invoiceId: String(created.id), status };
}

export async function resendInvoiceMail(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'NEW_RELOAD_EMAIL'>,
): Promise<OperationOutput<'NEW_RELOAD_EMAIL'>> {
  const invoice = await findOwnInvoiceOfMonth(deps, member, input.id);
  if (invoice.status !== InvoiceStatus.INVOICED) {
    throw invalid(INVOICE_MESSAGES.NOT_YET_ISSUED);
  }
  // The conditional update is the limit: concurrent resends cannot pass it more than 3 times.
  const counted = await takeResend(deps.db, invoice.id, INVOICE_MAX_RESENDS);
  if (!counted) {
    throw invalid(INVOICE_MESSAGES.RESENDS_USED_UP);
  }
  try {
    await mailInvoice(deps, counted, input.email);
  } catch (error) {
    // No mail left, so the resend is not used up; the person is told and may try again.
    await giveResendBack(deps.db, invoice.id);
    throw new ApiError(ResponseCode.INVALID, INVOICE_MESSAGES.SEND_FAILED, undefined, error);
  }
  return { message: INVOICE_MESSAGES.SEND_SUCCEEDED, resendsLeft: Math.max(0, INVOICE_MAX_RESENDS - counted.resendCount) };
}
