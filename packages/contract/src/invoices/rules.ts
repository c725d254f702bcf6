import {
  checkMobilePhone,
  checkPattern,
  checkRequired,
  FieldLimit,
  FieldMessage,
  isEmail,
  isMobilePhone,
  isTaxNumber,
  type FieldCheck,
} from '../validators.ts';

/** E-invoices (spec document 2, section 9). */
export const INVOICE_MONTHS_SHOWN = 6;
export const OLD_INVOICE_MONTHS_SHOWN = 12;
export const INVOICE_MAX_RESENDS = 3;
export const INVOICE_CONTENT = '话费';
export const COMPANY_SEARCH_MIN_LENGTH = 3;
export const COMPANY_NAME_MAX_LENGTH = 100;
/** How long a number verified for invoicing (code 08 or face check) stays open to this member. */
export const INVOICE_ACCESS_TTL_SECONDS = 2 * 3600;
/** Invoice type codes: 026 e-invoice (old flow), 81 special VAT e-invoice, 82 ordinary e-invoice. */
export const InvoiceType = { E_INVOICE: '026', SPECIAL_DIGITAL: '81', ORDINARY_DIGITAL: '82' } as const;
export type InvoiceTypeValue = (typeof InvoiceType)[keyof typeof InvoiceType];
export const INVOICE_TYPE_NAMES: Record<InvoiceTypeValue, string> = {
  '026': '电子发票',
  '81': '电子发票（增值税专用发票）',
  '82': '电子发票（普通发票）',
};
/** New invoice status: 0 not invoiced, 1 invoicing, 2 invoiced, 3 failed. */
export const InvoiceStatus = { NOT_INVOICED: 0, INVOICING: 1, INVOICED: 2, FAILED: 3 } as const;
export type InvoiceStatusValue = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
/** New flow title type: personal 0, company 1. Old flow: personal 1, company 2. */
export const InvoiceTitleKind = { PERSONAL: 0, COMPANY: 1 } as const;
export const OldInvoiceTitleKind = { PERSONAL: 1, COMPANY: 2 } as const;
/** Company titles one number may keep. */
export const INVOICE_TITLES_MAX = 20;
/** Largest photo the old invoice form accepts, as a data URL (the page compresses before sending). */
export const INVOICE_PHOTO_MAX_CHARS = 220_000;

/** Messages of the invoice flows, shared by forms (browser) and schemas (server); zod-free. */
export const INVOICE_MESSAGES = {
  REAL_NAME_ONLY: '仅实名制号码可申请开具发票',
  NOT_OUR_NUMBER: '该号码不是本网号码',
  /** The number's SMS code or face check is older than INVOICE_ACCESS_TTL_SECONDS (or was never given). */
  ACCESS_EXPIRED: '号码验证已过期，请重新验证',
  MONTHS_NOT_FOUND: '开票月份不存在，请刷新后重试',
  MONTHS_OUT_OF_RANGE: '所选月份不在可开票范围内',
  MONTHS_TAKEN: '所选月份已开票或正在开票，请刷新后重试',
  SUBMITTED: '发票申请已提交，开具成功后将发送至您的邮箱',
  INVOICE_NOT_FOUND: '发票记录不存在',
  MONTH_NOT_INVOICED: '该月份尚未开票',
  NOT_YET_ISSUED: '发票尚未开具成功，暂不能发送邮件',
  RESENDS_USED_UP: `每张发票最多可重发${INVOICE_MAX_RESENDS}次邮件，已达上限`,
  MONTHS_REQUIRED: '请选择开票月份',
  EMAIL_REQUIRED: '邮箱不能为空',
  EMAIL_INVALID: '请输入正确的邮箱',
  COMPANY_REQUIRED: '请先选择公司信息',
  INVOICE_TYPE_REQUIRED: '请选择发票类型',
  COMPANY_NAME_REQUIRED: '公司名称不能为空，可在选择公司信息时编辑',
  COMPANY_TIN_REQUIRED: '公司税号不能为空，可在选择公司信息时编辑',
  SEARCH_KEYWORD_INVALID: `公司名称格式不正确（最少${COMPANY_SEARCH_MIN_LENGTH}个字，最多${COMPANY_NAME_MAX_LENGTH}个字）`,
  TITLE_NAME_REQUIRED: '请填写公司信息',
  TITLE_TIN_REQUIRED: '请填写纳税人识别号',
  TITLE_TIN_TOO_LONG: `纳税人识别号不能超过${FieldLimit.TAX_NUMBER}个字符`,
  TITLE_NOT_FOUND: '公司信息不存在或已删除',
  TITLES_FULL: `最多可保存${INVOICE_TITLES_MAX}条公司信息，请先删除不用的`,
  TITLE_SAVE_FAILED: '保存失败，请重试',
  // The old single-form application.
  INVOICE_TITLE_REQUIRED: '请填写发票抬头',
  /** The old form's one message for a company's missing or malformed taxpayer ID. */
  TAX_NUMBER_INVALID: '请输入15-20位纳税人识别号',
  CONTACT_NAME_REQUIRED: '请填写联系人姓名',
  CONTACT_PHONE_REQUIRED: '请填写联系电话',
  CONTACT_PHONE_INVALID: '请输入正确的联系电话',
  BUSINESS_LICENSE_REQUIRED: '请上传营业执照照片',
  ID_CARD_FRONT_REQUIRED: '请上传身份证正面照片',
  ID_CARD_BACK_REQUIRED: '请上传身份证反面照片',
  BUSINESS_LICENSE_INVALID: '营业执照照片格式错误',
  ID_CARD_FRONT_INVALID: '身份证正面照片格式错误',
  ID_CARD_BACK_INVALID: '身份证反面照片格式错误',
  HANDHELD_PHOTO_INVALID: '手持身份证照片格式错误',
  BOUND_PHONE_ONLY: '请使用已绑定的手机号申请发票',
  OLD_MONTH_NOT_FOUND: '开票记录不存在',
  NO_COMPANY: '暂无公司信息，请添加',
  SEND_SUCCEEDED: '发送成功',
  /** The mail service failed or did not answer in time (the spec has no wording of its own). */
  SEND_FAILED: '邮件发送失败，请稍后重试',
} as const;

/** Spaces go from a company search keyword before it is checked and sent. */
export function stripSearchKeyword(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The invoice forms' field checks, in the spec's words (first refusal toasted, the server says the same). */
export const InvoiceCheck = {
  /** The invoice forms check only that a code was typed; the server judges its form. */
  CODE: checkRequired(FieldMessage.SMS_CODE_REQUIRED),
  EMAIL: checkPattern(INVOICE_MESSAGES.EMAIL_REQUIRED, INVOICE_MESSAGES.EMAIL_INVALID, isEmail),
  TITLE_NAME: checkRequired(INVOICE_MESSAGES.TITLE_NAME_REQUIRED),
  TITLE_TIN: checkRequired(INVOICE_MESSAGES.TITLE_TIN_REQUIRED),
  SEARCH_KEYWORD: (value: string) => {
    const length = stripSearchKeyword(value).length;
    return length < COMPANY_SEARCH_MIN_LENGTH || length > COMPANY_NAME_MAX_LENGTH ? INVOICE_MESSAGES.SEARCH_KEYWORD_INVALID : null;
  },
  INVOICE_TITLE: checkRequired(INVOICE_MESSAGES.INVOICE_TITLE_REQUIRED),
  TAX_NUMBER: checkPattern(INVOICE_MESSAGES.TAX_NUMBER_INVALID, INVOICE_MESSAGES.TAX_NUMBER_INVALID, isTaxNumber),
  CONTACT_NAME: checkRequired(INVOICE_MESSAGES.CONTACT_NAME_REQUIRED),
  CONTACT_PHONE: checkPattern(INVOICE_MESSAGES.CONTACT_PHONE_REQUIRED, INVOICE_MESSAGES.CONTACT_PHONE_INVALID, isMobilePhone),
  BUSINESS_LICENSE: checkRequired(INVOICE_MESSAGES.BUSINESS_LICENSE_REQUIRED),
  ID_CARD_FRONT: checkRequired(INVOICE_MESSAGES.ID_CARD_FRONT_REQUIRED),
  ID_CARD_BACK: checkRequired(INVOICE_MESSAGES.ID_CARD_BACK_REQUIRED),
} satisfies Record<string, FieldCheck>;

/**
 * The number to invoice: a mobile number, and not the member's bound number while that one is not
 * real-name registered (`unregisteredPhone`, '' when there is none); other numbers the server judges.
 */
export function checkInvoicePhone(unregisteredPhone: string): FieldCheck {
  return (value) => checkMobilePhone(value) ?? (unregisteredPhone !== '' && value.trim() === unregisteredPhone ? INVOICE_MESSAGES.REAL_NAME_ONLY : null);
}

/**
 * A company invoice's type and title, in the spec's order: a title chosen, the invoice type, then
 * the title's name and taxpayer ID (the server refuses in the same order).
 */
export function checkCompanyInvoice(title: { name: string; tin: string } | null): FieldCheck {
  return (invoiceType) => {
    if (!title) {
      return INVOICE_MESSAGES.COMPANY_REQUIRED;
    }
    if (!invoiceType.trim()) {
      return INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED;
    }
    if (!title.name) {
      return INVOICE_MESSAGES.COMPANY_NAME_REQUIRED;
    }
    return title.tin ? null : INVOICE_MESSAGES.COMPANY_TIN_REQUIRED;
  };
}

/** The old form's taxpayer ID, asked for only with a company title. */
export function checkOldInvoiceTaxNumber(taxNumber: string, values: { invoiceType?: unknown }): string | null {
  return values.invoiceType === OldInvoiceTitleKind.COMPANY ? InvoiceCheck.TAX_NUMBER(taxNumber) : null;
}
