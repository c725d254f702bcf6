import type { FastifyBaseLogger } from 'fastify';
import { AuthType } from '@hall/contract/identity/rules';
import {
  INVOICE_ACCESS_TTL_SECONDS,
  INVOICE_MAX_RESENDS,
  INVOICE_MONTHS_SHOWN,
  InvoiceStatus,
  InvoiceTitleKind,
  InvoiceType,
  OLD_INVOICE_MONTHS_SHOWN,
  OldInvoiceTitleKind,
  type InvoiceTypeValue,
} from '@hall/contract/invoices/rules';
import { ResponseCode } from '@hall/contract/codes';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { carriesIdPhotos, CONSENT_REQUIRED_MESSAGE, ConsentPurpose } from '@hall/contract/consent';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import type { InvoiceMonth, InvoiceTitle, OldInvoiceItem } from '@hall/contract/invoices/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { isTaxNumber } from '@hall/contract/validators';
import type { SubscriberProfile } from '../../boss/boss.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import { formatChinaMonth } from '@hall/contract/china-time';
import { recordConsent } from '../../platform/consents.ts';
import { maskPhone } from '../../platform/masking.ts';
import { reencodeUploadedImage, toDataUrl } from '../../platform/image-upload.ts';
import { sealBytes } from '../../platform/sealed-data.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { issueInvoice } from './invoice-issuing.ts';
import { mailInvoice } from './invoice-mail.ts';
import {
  countTitles,
  createInvoiceOverMonths,
  deleteTitle,
  findInvoice,
  findMonthsByIds,
  findTitle,
  giveResendBack,
  hasAccessGrant,
  insertMissingMonths,
  insertTitle,
  listMonthsOfNumber,
  listTitles,
  saveAccessGrant,
  searchTitles,
  takeResend,
  updateTitle,
  type FormPhotoKind,
  type InvoiceRow,
  type InvoiceTitleRow,
  type MonthWithInvoice,
} from './invoices.repository.ts';

const MAX_TITLES_PER_NUMBER = 20;
export const ACCESS_EXPIRED_MESSAGE = '号码验证已过期，请重新验证';
export const SUBMITTED_MESSAGE = '发票申请已提交，开具成功后将发送至您的邮箱';
const MONTHS_TAKEN_MESSAGE = '所选月份已开票或正在开票，请刷新后重试';

/** The last `count` months apart from the current one, newest first. */
export function listRecentFeeMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => formatChinaMonth(now, index + 1));
}

function statusOf(month: MonthWithInvoice): number {
  return month.invoiceStatus ?? InvoiceStatus.NOT_INVOICED;
}

function isMonthFree(month: MonthWithInvoice): boolean {
  const status = statusOf(month);
  return status === InvoiceStatus.NOT_INVOICED || status === InvoiceStatus.FAILED;
}

async function findInvoicingSubscriber(deps: AppDeps, phone: string): Promise<SubscriberProfile> {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || subscriber.status === 'cancelled') {
    throw invalid('该号码不是本网号码');
  }
  if (!subscriber.isRealName) {
    throw invalid(INVOICE_MESSAGES.REAL_NAME_ONLY);
  }
  return subscriber;
}

async function grantAccess(deps: AppDeps, memberId: number, phone: string): Promise<void> {
  const now = deps.now();
  await saveAccessGrant(deps.db, { memberId, phone, grantedAt: now, expiresAt: new Date(now.getTime() + INVOICE_ACCESS_TTL_SECONDS * 1000) });
}

/** A number is open to a member only after its SMS code or face check, for a while. */
async function requireAccess(deps: AppDeps, member: AuthenticatedMember, phone: string): Promise<void> {
  if (!(await hasAccessGrant(deps.db, member.id, phone, deps.now()))) {
    throw invalid(ACCESS_EXPIRED_MESSAGE);
  }
}

/** The months of a number in the window, recorded from the back office's bills first. */
async function loadMonths(deps: AppDeps, phone: string, count: number): Promise<MonthWithInvoice[]> {
  const months = listRecentFeeMonths(deps.now(), count);
  await insertMissingMonths(deps.db, phone, await deps.boss.listMonthlyFees(phone, months));
  return listMonthsOfNumber(deps.db, phone, months);
}

function parseId(value: string): number {
  return Number(value);
}

/** A month row and its current invoice, open to the member. */
async function findOwnInvoiceOfMonth(deps: AppDeps, member: AuthenticatedMember, monthId: string): Promise<InvoiceRow> {
  const month = (await findMonthsByIds(deps.db, [parseId(monthId)]))[0];
  if (!month) {
    throw invalid('发票记录不存在');
  }
  await requireAccess(deps, member, month.phone);
  const invoice = month.invoiceId === null ? null : await findInvoice(deps.db, month.invoiceId);
  if (!invoice) {
    throw invalid('该月份尚未开票');
  }
  return invoice;
}

// ---- Entering: SMS code 08 or the face check ----

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

// ---- Monthly flow ----

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
    throw invalid('开票月份不存在，请刷新后重试');
  }
  await requireAccess(deps, member, phone);
  const window = new Set(listRecentFeeMonths(deps.now(), INVOICE_MONTHS_SHOWN));
  if (months.some((month) => !window.has(month.feeMonth))) {
    throw invalid('所选月份不在可开票范围内');
  }
  if (!months.every(isMonthFree)) {
    throw invalid(MONTHS_TAKEN_MESSAGE);
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
    throw invalid(MONTHS_TAKEN_MESSAGE);
  }
  const status = await issueInvoice(deps, created, log);
  return { message: SUBMITTED_MESSAGE, invoiceId: String(created.id), status };
}

export async function resendInvoiceMail(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'NEW_RELOAD_EMAIL'>,
): Promise<OperationOutput<'NEW_RELOAD_EMAIL'>> {
  const invoice = await findOwnInvoiceOfMonth(deps, member, input.id);
  if (invoice.status !== InvoiceStatus.INVOICED) {
    throw invalid('发票尚未开具成功，暂不能发送邮件');
  }
  // The conditional update is the limit: concurrent resends cannot pass it more than 3 times.
  const counted = await takeResend(deps.db, invoice.id, INVOICE_MAX_RESENDS);
  if (!counted) {
    throw invalid(`每张发票最多可重发${INVOICE_MAX_RESENDS}次邮件，已达上限`);
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

// ---- Company titles ----

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
      throw invalid('公司信息不存在或已删除');
    }
    return toInvoiceTitle(updated);
  }
  if ((await countTitles(deps.db, input.userId)) >= MAX_TITLES_PER_NUMBER) {
    throw invalid(`最多可保存${MAX_TITLES_PER_NUMBER}条公司信息，请先删除不用的`);
  }
  const inserted = await insertTitle(deps.db, input.userId, fields, deps.now());
  if (!inserted) {
    throw invalid('保存失败，请重试');
  }
  return toInvoiceTitle(inserted);
}

export async function deleteCompanyTitle(deps: AppDeps, member: AuthenticatedMember, titleId: string): Promise<{ id: string }> {
  const title = await findTitle(deps.db, parseId(titleId));
  if (!title) {
    throw invalid('公司信息不存在或已删除');
  }
  await requireAccess(deps, member, title.ownerPhone);
  if (!(await deleteTitle(deps.db, title.ownerPhone, title.id))) {
    throw invalid('公司信息不存在或已删除');
  }
  return { id: titleId };
}

// ---- Old form flow (bound number) ----

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
    throw invalid('发票记录不存在');
  }
  const invoice = await findInvoice(deps.db, month.invoiceId);
  if (!invoice) {
    throw invalid('发票记录不存在');
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

const FORM_PHOTO_LABELS: Record<FormPhotoKind, string> = {
  businessLicenses: '营业执照照片',
  idCardFront: '身份证正面照片',
  idCardBack: '身份证反面照片',
  photo: '手持身份证照片',
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
      throw invalid(`${FORM_PHOTO_LABELS[photo.kind]}格式错误`);
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
    throw invalid('请使用已绑定的手机号申请发票');
  }
  await findInvoicingSubscriber(deps, member.boundPhone);
  const isCompany = input.invoiceType === OldInvoiceTitleKind.COMPANY;
  if (isCompany && !isTaxNumber(input.taxNumber)) {
    throw invalid('请输入15-20位纳税人识别号');
  }
  const photos = await checkOldFormPhotos(deps, input);
  const month = (await findMonthsByIds(deps.db, [parseId(input.invoiceId)]))[0];
  const window = new Set(listRecentFeeMonths(deps.now(), OLD_INVOICE_MONTHS_SHOWN));
  if (!month || month.phone !== member.boundPhone || !window.has(month.feeMonth)) {
    throw invalid('开票记录不存在');
  }
  if (!isMonthFree(month)) {
    throw invalid(MONTHS_TAKEN_MESSAGE);
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
    throw invalid(MONTHS_TAKEN_MESSAGE);
  }
  const status = await issueInvoice(deps, created, log);
  return { id: String(month.id), status };
}
