import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_MESSAGES, InvoiceTitleKind, InvoiceType, OLD_INVOICE_MONTHS_SHOWN, OldInvoiceTitleKind } from '@hall/contract/invoices/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { carriesIdPhotos, CONSENT_REQUIRED_MESSAGE, ConsentPurpose } from '@hall/contract/consent';
import type { OldInvoiceItem } from '@hall/contract/invoices/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { isTaxNumber } from '@hall/contract/validators';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { recordConsent } from '../../platform/consents.ts';
import { reencodeUploadedImage, toDataUrl } from '../../platform/image-upload.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { sealBytes } from '../../platform/sealed-data.ts';
import { findInvoicingSubscriber, isMonthFree, listRecentFeeMonths, loadMonths, parseId, statusOf } from './invoice-access.ts';
import { issueInvoice } from './invoice-issuing.ts';
import { createInvoiceOverMonths, findInvoice, findMonthsByIds, type FormPhotoKind, type MonthWithInvoice } from './invoices.repository.ts';

// The old single-form invoice (INVOICE_LIST, INVOICE_DETAIL, SUBMIT_INVOICE): the bound number's months, one
// invoice per month with the contact and, for a company, its licence, or ID photos (sealed).

function toOldItem(month: MonthWithInvoice): OldInvoiceItem {
  return { id: String(month.id), amount: month.feeAmountFen, time: month.feeMonth, status: statusOf(month) };
}

export async function listOldInvoices(deps: AppDeps, member: BoundMember): Promise<OperationOutput<'INVOICE_LIST'>> {
  const months = await loadMonths(deps, member.boundPhone, OLD_INVOICE_MONTHS_SHOWN);
  return {
    notInvoice: months.filter(isMonthFree).map(toOldItem),
    openedInvoice: months.filter((month) => !isMonthFree(month)).map(toOldItem),
  };
}

export async function readOldInvoice(deps: AppDeps, member: BoundMember, monthId: string): Promise<OperationOutput<'INVOICE_DETAIL'>> {
  const month = (await findMonthsByIds(deps.db, [parseId(monthId)]))[0];
  if (!month || month.phone !== member.boundPhone || month.invoiceId === null) {
    throw invalid(INVOICE_MESSAGES.INVOICE_NOT_FOUND);
  }
  const invoice = await findInvoice(deps.db, month.invoiceId);
  if (!invoice) {
    throw invalid(INVOICE_MESSAGES.INVOICE_NOT_FOUND);
  }
  return {
    id: monthId,
    mobilePhone: maskPhone(invoice.phone),
    time: invoice.months,
    amount: invoice.amountFen,
    invoiceType: invoice.titleKind === InvoiceTitleKind.COMPANY ? OldInvoiceTitleKind.COMPANY : OldInvoiceTitleKind.PERSONAL,
    title: invoice.buyerName,
    taxNumber: invoice.buyerTin,
    name: invoice.contactName,
    telephone: maskPhone(invoice.contactPhone),
    email: invoice.email,
    status: invoice.status,
    errMsg: invoice.errMsg,
  };
}

const FORM_PHOTO_INVALID: Record<FormPhotoKind, string> = {
  businessLicenses: INVOICE_MESSAGES.BUSINESS_LICENSE_INVALID,
  idCardFront: INVOICE_MESSAGES.ID_CARD_FRONT_INVALID,
  idCardBack: INVOICE_MESSAGES.ID_CARD_BACK_INVALID,
  photo: INVOICE_MESSAGES.HANDHELD_PHOTO_INVALID,
};

/** The form's photos, each really a PNG or JPEG, re-encoded without metadata and sealed for storage (ID photos are personal data). */
async function checkOldFormPhotos(deps: AppDeps, input: OperationRequest<'SUBMIT_INVOICE'>): Promise<{ kind: FormPhotoKind; dataUrl: string }[]> {
  const isCompany = input.invoiceType === OldInvoiceTitleKind.COMPANY;
  if (isCompany && !input.businessLicenses) {
    throw invalid(INVOICE_MESSAGES.BUSINESS_LICENSE_REQUIRED);
  }
  if (!isCompany && !input.idCardFront) {
    throw invalid(INVOICE_MESSAGES.ID_CARD_FRONT_REQUIRED);
  }
  if (!isCompany && !input.idCardBack) {
    throw invalid(INVOICE_MESSAGES.ID_CARD_BACK_REQUIRED);
  }
  if (carriesIdPhotos(input) && input.consent !== true) {
    throw invalid(CONSENT_REQUIRED_MESSAGE);
  }
  const photos: { kind: FormPhotoKind; dataUrl: string }[] = [
    { kind: 'businessLicenses', dataUrl: isCompany ? input.businessLicenses : '' },
    { kind: 'idCardFront', dataUrl: input.idCardFront },
    { kind: 'idCardBack', dataUrl: input.idCardBack },
    { kind: 'photo', dataUrl: input.photo },
  ];
  const sealed: { kind: FormPhotoKind; dataUrl: string }[] = [];
  for (const photo of photos.filter(({ dataUrl }) => dataUrl.length > 0)) {
    const image = await reencodeUploadedImage(photo.dataUrl);
    if (!image) {
      throw invalid(FORM_PHOTO_INVALID[photo.kind]);
    }
    sealed.push({ kind: photo.kind, dataUrl: sealBytes(deps.secretKey, Buffer.from(toDataUrl(image), 'utf8')) });
  }
  return sealed;
}

export async function submitOldInvoice(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'SUBMIT_INVOICE'>,
  log: FastifyBaseLogger,
): Promise<OperationOutput<'SUBMIT_INVOICE'>> {
  if (input.mobilePhone !== member.boundPhone) {
    throw invalid(INVOICE_MESSAGES.BOUND_PHONE_ONLY);
  }
  await findInvoicingSubscriber(deps, member.boundPhone);
  const isCompany = input.invoiceType === OldInvoiceTitleKind.COMPANY;
  if (isCompany && !isTaxNumber(input.taxNumber)) {
    throw invalid(INVOICE_MESSAGES.TAX_NUMBER_INVALID);
  }
  const photos = await checkOldFormPhotos(deps, input);
  const month = (await findMonthsByIds(deps.db, [parseId(input.invoiceId)]))[0];
  const window = new Set(listRecentFeeMonths(deps.now(), OLD_INVOICE_MONTHS_SHOWN));
  if (!month || month.phone !== member.boundPhone || !window.has(month.feeMonth)) {
    throw invalid(INVOICE_MESSAGES.OLD_MONTH_NOT_FOUND);
  }
  if (!isMonthFree(month)) {
    throw invalid(INVOICE_MESSAGES.MONTHS_TAKEN);
  }
  await deps.oneTimeCodes.verify({ phone: input.mobilePhone, purpose: SmsCodeType.OLD_INVOICE, code: input.code });
  const created = await createInvoiceOverMonths(
    deps.db,
    {
      phone: member.boundPhone,
      memberId: member.id,
      flow: 'form',
      titleKind: isCompany ? InvoiceTitleKind.COMPANY : InvoiceTitleKind.PERSONAL,
      invoiceType: InvoiceType.E_INVOICE,
      buyerName: input.title,
      // The taxpayer ID is sent only for a company.
      buyerTin: isCompany ? input.taxNumber : '',
      contactName: input.name,
      contactPhone: input.telephone,
      email: input.email,
      months: month.feeMonth,
      amountFen: month.feeAmountFen,
      createdAt: deps.now(),
    },
    [month.id],
    photos,
    async (tx, invoice) => {
      if (carriesIdPhotos(input)) {
        await recordConsent(tx, { purpose: ConsentPurpose.ID_PHOTO, subjectRef: String(invoice.id), memberId: member.id, at: invoice.createdAt });
      }
    },
  );
  if (!created) {
    throw invalid(INVOICE_MESSAGES.MONTHS_TAKEN);
  }
  const status = await issueInvoice(deps, created, log);
  return { id: String(month.id), status };
}
