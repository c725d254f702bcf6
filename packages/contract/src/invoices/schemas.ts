import { z } from 'zod';
import { COMPANY_NAME_MAX_LENGTH, COMPANY_SEARCH_MIN_LENGTH, INVOICE_MESSAGES, INVOICE_PHOTO_MAX_CHARS, InvoiceCheck, stripSearchKeyword } from './rules.ts';
import { bizNoField, checkedField, mobilePhoneField, optionalText, returnUrlField, consentField, smsCodeField, lineString } from '../fields.ts';
import type { invoicesEndpoints } from './endpoints.ts';
import type { SchemaTable } from '../operation.ts';
import { EMAIL_PATTERN, FieldLimit } from '../validators.ts';

const emailField = lineString('邮箱', INVOICE_MESSAGES.EMAIL_REQUIRED)
  .trim()
  .min(1, INVOICE_MESSAGES.EMAIL_REQUIRED)
  .max(100, INVOICE_MESSAGES.EMAIL_INVALID)
  .regex(EMAIL_PATTERN, INVOICE_MESSAGES.EMAIL_INVALID);

/** Database ids travel as strings or numbers; both mean the same row. */
const idField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `缺少${label}` })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, `缺少${label}`)
        .regex(/^\d{1,15}$/, `${label}无效`),
    );

/** An optional row id: absent or empty means none (a new title, no saved title). */
const optionalIdField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}无效` })
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim()))
    .pipe(z.string().regex(/^\d{0,15}$/, `${label}无效`));

/** Comma-joined month row ids, e.g. "12,13". */
const idListField = z
  .string({ error: INVOICE_MESSAGES.MONTHS_REQUIRED })
  .trim()
  .min(1, INVOICE_MESSAGES.MONTHS_REQUIRED)
  .max(400, '开票月份过多')
  .regex(/^\d{1,15}(,\d{1,15})*$/, '开票月份参数无效');

const titleText = (label: string, maxLength: number) => optionalText(label, maxLength).default('');

export const invoiceMonthSchema = z.object({
  id: z.string(),
  /** YYYYMM */
  feeMonth: z.string(),
  /** fen */
  feeAmount: z.number().int(),
  /** 0 not invoiced, 1 invoicing, 2 invoiced, 3 failed */
  status: z.number().int(),
  /** 0 personal, 1 company; absent before an invoice exists */
  type: z.number().int().nullable(),
  errMsg: z.string(),
  userId: z.string(),
});
export type InvoiceMonth = z.infer<typeof invoiceMonthSchema>;

export const invoiceTitleSchema = z.object({
  id: z.string(),
  name: z.string(),
  tin: z.string(),
  address: z.string(),
  tel: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

export const oldInvoiceItemSchema = z.object({
  id: z.string(),
  /** fen */
  amount: z.number().int(),
  /** YYYYMM */
  time: z.string(),
  status: z.number().int(),
});
export type OldInvoiceItem = z.infer<typeof oldInvoiceItemSchema>;

const photoField = (label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .max(INVOICE_PHOTO_MAX_CHARS, `${label}过大，请重新上传`)
    .regex(/^(data:image\/(jpeg|png);base64,[A-Za-z0-9+/=]+)?$/, `${label}格式错误`)
    .optional()
    .default('');

const verifiedNumberSchema = z.object({ serviceId: z.string(), userId: z.string() });

export const invoicesSchemas = {
  NEW_CHECKCODE: {
    request: z.object({ service_id: mobilePhoneField, code: smsCodeField }),
    response: verifiedNumberSchema,
  },
  NEW_INVOICE_OCR: {
    request: z.object({ serviceId: mobilePhoneField, returnUrl: returnUrlField, consent: consentField }),
    response: z.object({ biz_no: z.string(), url: z.string() }),
  },
  NEW_INVOICE_OCR_RESULT: {
    request: z.object({ biz_no: bizNoField }),
    response: verifiedNumberSchema.extend({ biz_no: z.string() }),
  },
  NEW_INVOICE_LIST: {
    request: z.object({ service_id: mobilePhoneField }),
    response: z.object({ list: z.array(invoiceMonthSchema) }),
  },
  NEW_MONTHS_INFO: {
    request: z.object({ id: idField('发票编号') }),
    response: z.object({
      id: z.string(),
      /** fen */
      saleAmount: z.number().int(),
      months: z.array(z.string()),
      email: z.string(),
      invoiceType: z.string(),
      title: z.string(),
      resendsLeft: z.number().int(),
    }),
  },
  NEW_SEND_INVOICE: {
    request: z.object({
      ids: idListField,
      /** 0 personal, 1 company */
      type: z.union([z.literal(0), z.literal(1)], { error: '请选择抬头类型' }),
      email: emailField,
      tinId: optionalIdField('公司信息编号'),
      invoiceType: z.enum(['81', '82'], { error: INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED }).optional(),
      name: titleText('公司名称', COMPANY_NAME_MAX_LENGTH),
      tin: titleText('公司税号', FieldLimit.TAX_NUMBER),
      address: titleText('地址', 200),
      tel: titleText('电话', 30),
      bankName: titleText('开户银行', 100),
      bankAccount: titleText('银行账号', 40),
    }),
    response: z.object({ message: z.string(), invoiceId: z.string(), status: z.number().int() }),
  },
  NEW_RELOAD_EMAIL: {
    request: z.object({ id: idField('发票编号'), email: emailField }),
    response: z.object({ message: z.string(), resendsLeft: z.number().int() }),
  },
  NEW_QUERY_USER: {
    request: z.object({ userId: mobilePhoneField }),
    response: z.object({ list: z.array(invoiceTitleSchema) }),
  },
  NEW_QUERY_TITLE: {
    request: z.object({
      userId: mobilePhoneField,
      name: lineString('公司名称', INVOICE_MESSAGES.SEARCH_KEYWORD_INVALID)
        .transform(stripSearchKeyword)
        .pipe(
          z
            .string()
            .min(COMPANY_SEARCH_MIN_LENGTH, INVOICE_MESSAGES.SEARCH_KEYWORD_INVALID)
            .max(COMPANY_NAME_MAX_LENGTH, INVOICE_MESSAGES.SEARCH_KEYWORD_INVALID),
        ),
    }),
    response: z.object({ list: z.array(invoiceTitleSchema) }),
  },
  NEW_ADD_INVOICEUSER: {
    request: z.object({
      userId: mobilePhoneField,
      /** Empty adds a title; an id edits that title. */
      id: optionalIdField('公司信息编号'),
      name: lineString('公司名称', INVOICE_MESSAGES.TITLE_NAME_REQUIRED)
        .trim()
        .min(1, INVOICE_MESSAGES.TITLE_NAME_REQUIRED)
        .max(COMPANY_NAME_MAX_LENGTH, `公司名称不能超过${COMPANY_NAME_MAX_LENGTH}个字符`),
      tin: lineString('纳税人识别号', INVOICE_MESSAGES.TITLE_TIN_REQUIRED)
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .pipe(
          z
            .string()
            .min(1, INVOICE_MESSAGES.TITLE_TIN_REQUIRED)
            .max(FieldLimit.TAX_NUMBER, INVOICE_MESSAGES.TITLE_TIN_TOO_LONG)
            .regex(/^[0-9A-Z]+$/, '纳税人识别号只能包含数字和字母'),
        ),
      address: titleText('地址', 200),
      tel: titleText('电话', 30),
      bankName: titleText('开户银行', 100),
      bankAccount: titleText('银行账号', 40),
    }),
    response: invoiceTitleSchema,
  },
  NEW_DEL_INVOICEUSER: {
    request: z.object({ id: idField('公司信息编号') }),
    response: z.object({ id: z.string() }),
  },
  INVOICE_LIST: {
    request: z.object({}),
    response: z.object({ notInvoice: z.array(oldInvoiceItemSchema), openedInvoice: z.array(oldInvoiceItemSchema) }),
  },
  INVOICE_DETAIL: {
    request: z.object({ invoiceId: idField('发票编号') }),
    response: z.object({
      id: z.string(),
      mobilePhone: z.string(),
      time: z.string(),
      amount: z.number().int(),
      /** 1 personal, 2 company */
      invoiceType: z.number().int(),
      title: z.string(),
      taxNumber: z.string(),
      name: z.string(),
      telephone: z.string(),
      email: z.string(),
      status: z.number().int(),
      errMsg: z.string(),
      // The form's photos (licence, ID card) stay out: no page shows them, and decrypted ID photos
      // are personal data that should not travel again (a deviation from the spec's detail).
    }),
  },
  SUBMIT_INVOICE: {
    request: z.object({
      invoiceId: idField('开票记录'),
      mobilePhone: mobilePhoneField,
      code: smsCodeField,
      invoiceType: z.union([z.literal(1), z.literal(2)], { error: '请选择发票抬头类型' }),
      title: lineString('发票抬头', INVOICE_MESSAGES.INVOICE_TITLE_REQUIRED)
        .trim()
        .min(1, INVOICE_MESSAGES.INVOICE_TITLE_REQUIRED)
        .max(COMPANY_NAME_MAX_LENGTH, '发票抬头过长'),
      taxNumber: lineString('纳税人识别号').trim().toUpperCase().max(FieldLimit.TAX_NUMBER, INVOICE_MESSAGES.TAX_NUMBER_INVALID).optional().default(''),
      name: lineString('联系人姓名', INVOICE_MESSAGES.CONTACT_NAME_REQUIRED)
        .trim()
        .min(1, INVOICE_MESSAGES.CONTACT_NAME_REQUIRED)
        .max(FieldLimit.NAME, `联系人姓名不能超过${FieldLimit.NAME}个字符`),
      telephone: checkedField(INVOICE_MESSAGES.CONTACT_PHONE_REQUIRED, InvoiceCheck.CONTACT_PHONE),
      email: emailField,
      businessLicenses: photoField('营业执照照片'),
      idCardFront: photoField('身份证正面照片'),
      idCardBack: photoField('身份证反面照片'),
      photo: photoField('手持身份证照片'),
      /** Required when the form carries ID card photos; the server records it with the invoice. */
      consent: consentField.optional(),
    }),
    response: z.object({ id: z.string(), status: z.number().int() }),
  },
} satisfies SchemaTable<typeof invoicesEndpoints>;
