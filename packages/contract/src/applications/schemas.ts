import { z } from 'zod';
import {
  REVIEWED_KINDS,
  ApplicationMessage,
  BANK_CARD_PATTERN,
  RefundChoice,
  TRANSFER_CODE_PATTERN,
  TRANSFER_FILE_KINDS,
  TRANSFER_ORDER_PATTERN,
  TransferFileKind,
  UPLOAD_MAX_BYTES,
} from './rules.ts';
import { agreementTextSchema, agreementVersionField } from '../agreements/schemas.ts';
import type { applicationsEndpoints } from './endpoints.ts';
import { bizNoField, idNumberField, personNameField, requiredMultiLineText, requiredText, returnUrlField, consentField, lineString } from '../fields.ts';
import { identityStartResponseSchema } from '../identity/schemas.ts';
import type { SchemaTable } from '../operation.ts';
import { CONTACT_PHONE_PATTERN, FieldLimit, MOBILE_PHONE_PATTERN, TRANSFER_PHONE_PATTERN } from '../validators.ts';

/** A phone field with the spec's own message for empty and for a bad number. */
function buildPhoneField(requiredMessage: string, invalidMessage: string, pattern: RegExp) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).regex(pattern, invalidMessage);
}

const idCardField = z.string({ error: ApplicationMessage.ID_CARD_REQUIRED }).trim().min(1, ApplicationMessage.ID_CARD_REQUIRED).pipe(idNumberField);

const servicePasswordField = requiredText('服务密码', FieldLimit.SERVICE_PASSWORD_FIELD);

const sparePhoneField = z.string({ error: ApplicationMessage.SPARE_PHONE_INVALID }).trim().regex(MOBILE_PHONE_PATTERN, ApplicationMessage.SPARE_PHONE_INVALID);

const contactPhoneField = buildPhoneField(ApplicationMessage.CONTACT_PHONE_REQUIRED, ApplicationMessage.CONTACT_PHONE_INVALID, CONTACT_PHONE_PATTERN);

const orderIdField = z
  .string({ error: ApplicationMessage.LINK_ORDER_MISSING })
  .trim()
  .min(1, ApplicationMessage.LINK_ORDER_MISSING)
  .max(40, '订单号无效')
  .regex(/^[\w-]+$/, '订单号无效');

/** A data URL of a PNG or JPEG image; the server checks the bytes themselves too. */
export const imageDataUrlField = z
  .string({ error: ApplicationMessage.SIGNATURE_EMPTY })
  .min(1, ApplicationMessage.SIGNATURE_EMPTY)
  .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 40, '图片不能超过1.5MB')
  .regex(/^data:image\/(png|jpeg|jpg);base64,[A-Za-z0-9+/=]+$/, '图片格式错误，请上传PNG或JPEG图片');

export const cancelFormSchema = z
  .object({
    biz_no: bizNoField,
    reason: requiredMultiLineText('拆机原因', FieldLimit.FREE_TEXT),
    mobilePhone: buildPhoneField(ApplicationMessage.CANCEL_PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, MOBILE_PHONE_PATTERN),
    phonePassword: servicePasswordField,
    /** Asked for inside the refund block only (the spec's field list); required there. */
    sparePhone: sparePhoneField.optional(),
    refundType: z.union([z.literal(RefundChoice.NO), z.literal(RefundChoice.YES)], { error: ApplicationMessage.REFUND_REQUIRED }),
    accountName: lineString('开户人姓名').trim().max(FieldLimit.NAME, `开户人姓名不能超过${FieldLimit.NAME}个字符`).optional(),
    accountBank: lineString('开户行').trim().max(FieldLimit.BANK, `开户行不能超过${FieldLimit.BANK}个字符`).optional(),
    bankCard: lineString('银行卡号').trim().max(19, ApplicationMessage.BANK_CARD_INVALID).optional(),
  })
  .superRefine((form, context) => {
    if (form.refundType !== RefundChoice.YES) {
      return;
    }
    if (!form.accountName) {
      context.addIssue({ code: 'custom', path: ['accountName'], message: ApplicationMessage.ACCOUNT_NAME_REQUIRED });
    } else if (!form.accountBank) {
      context.addIssue({ code: 'custom', path: ['accountBank'], message: ApplicationMessage.ACCOUNT_BANK_REQUIRED });
    } else if (!form.bankCard) {
      context.addIssue({ code: 'custom', path: ['bankCard'], message: ApplicationMessage.BANK_CARD_REQUIRED });
    } else if (!BANK_CARD_PATTERN.test(form.bankCard)) {
      context.addIssue({ code: 'custom', path: ['bankCard'], message: ApplicationMessage.BANK_CARD_INVALID });
    } else if (!form.sparePhone) {
      context.addIssue({ code: 'custom', path: ['sparePhone'], message: ApplicationMessage.SPARE_PHONE_INVALID });
    }
  });
export type CancelForm = z.infer<typeof cancelFormSchema>;

export const applicationSubmittedSchema = z.object({
  applicationNo: z.string(),
  status: z.literal('pending'),
});

export const applicationSummarySchema = z.object({
  applicationNo: z.string(),
  kind: z.enum(REVIEWED_KINDS),
  status: z.enum(['pending', 'passed', 'failed']),
  /** Review reason (failures); null while pending or when none was given. */
  reason: z.string().nullable(),
  /** Masked number the application is about. */
  phone: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationsSchemas = {
  CLOSE_ACCONT: {
    request: z.object({
      mobilePhone: buildPhoneField(ApplicationMessage.PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, MOBILE_PHONE_PATTERN),
      idCard: idCardField,
      name: z.string({ error: ApplicationMessage.NAME_REQUIRED }).trim().min(1, ApplicationMessage.NAME_REQUIRED).pipe(personNameField),
      returnUrl: returnUrlField,
      consent: consentField,
    }),
    response: identityStartResponseSchema,
  },
  ACCOUNT_BANK: {
    request: z.object({
      accountName: requiredText('开户人姓名', FieldLimit.NAME),
    }),
    response: z.object({ isOwnerName: z.literal(true) }),
  },
  ACCOUNT_FORM: { request: cancelFormSchema, response: applicationSubmittedSchema },
  TRANS_ACCT_S: {
    request: z.object({
      idCard: idCardField,
      name: z.string({ error: ApplicationMessage.NAME_REQUIRED }).trim().min(1, ApplicationMessage.NAME_REQUIRED).pipe(personNameField),
      returnUrl: returnUrlField,
      consent: consentField,
    }),
    response: identityStartResponseSchema,
  },
  TRANS_ACCT_S_FORM: {
    request: z.object({
      biz_no: bizNoField,
      reason: requiredMultiLineText('过户原因', FieldLimit.FREE_TEXT),
      mobilePhone: buildPhoneField(ApplicationMessage.TRANSFER_PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, TRANSFER_PHONE_PATTERN),
      phonePassword: servicePasswordField,
    }),
    response: applicationSubmittedSchema.extend({
      /** The transfer order number; the code goes only to the number's owner (official account or SMS). */
      orderNo: z.string(),
      /** Masked number the order number and code were sent to. */
      sentTo: z.string(),
      /** Where they went: the official account (a template message), or SMS; null while the outbox still retries. */
      sentBy: z.enum(['sms', 'wechat']).nullable(),
    }),
  },
  TRANS_ACCT_T: {
    request: z.object({
      /** The spec's field names: idCard holds the transfer order number, name the code. */
      idCard: z
        .string({ error: ApplicationMessage.TRANSFER_ORDER_REQUIRED })
        .trim()
        .min(1, ApplicationMessage.TRANSFER_ORDER_REQUIRED)
        .max(FieldLimit.TRANSFER_ORDER, `过户单号不能超过${FieldLimit.TRANSFER_ORDER}个字符`)
        .regex(TRANSFER_ORDER_PATTERN, '过户单号格式错误'),
      name: z
        .string({ error: ApplicationMessage.TRANSFER_CODE_REQUIRED })
        .trim()
        .min(1, ApplicationMessage.TRANSFER_CODE_REQUIRED)
        .regex(TRANSFER_CODE_PATTERN, '过户验证码格式错误'),
      /** The receiver's own identity, checked by face (an addition to the spec's step 1). */
      receiverName: personNameField,
      receiverIdCard: idNumberField,
      returnUrl: returnUrlField,
      consent: consentField,
    }),
    response: identityStartResponseSchema,
  },
  UP_LOAD_CARD: {
    request: z.object({
      image: imageDataUrlField,
      biz_no: bizNoField,
      /** Additions to the spec: which file (the spec's call is the signature) and the agreement version signed. */
      fileKind: z.enum(TRANSFER_FILE_KINDS, { error: '文件类型无效' }).default(TransferFileKind.SIGNATURE),
      agreementVersion: agreementVersionField.optional(),
    }),
    response: z.object({ isUploaded: z.literal(true) }),
  },
  TRANS_ACCT_T_FORM: {
    request: z.object({ biz_no: bizNoField, sparePhone: contactPhoneField }),
    response: applicationSubmittedSchema,
  },
  TRANSFER_AGREEMENT: { request: z.object({}), response: agreementTextSchema },
  REAL_NAME: {
    request: z.object({
      mobilePhone: buildPhoneField(ApplicationMessage.PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, MOBILE_PHONE_PATTERN),
      returnUrl: returnUrlField,
      consent: consentField,
    }),
    response: identityStartResponseSchema,
  },
  GET_PHONE_BY_ID: {
    request: z.object({ id: orderIdField }),
    response: z.object({ serviceId: z.string() }),
  },
  NEW_TRANS_ACCT_T: {
    /** The scanned link's order id, not the number: the page shows the number masked, and the order names it. */
    request: z.object({
      id: orderIdField,
      returnUrl: returnUrlField,
      consent: consentField,
    }),
    response: identityStartResponseSchema,
  },
  NEW_GET_IMG_PATH: {
    request: z.object({ biz_no: bizNoField }),
    response: z.object({
      biz_no: z.string(),
      phone: z.string(),
      /** Masked owner name and ID number of the checked identity. */
      name: z.string(),
      idCard: z.string(),
      /** City of the caller's IP (lookup chain, fallback 360). */
      cityCode: z.string(),
      cityName: z.string(),
    }),
  },
  NEW_TRANS_ACCT_T_FORM: {
    request: z.object({
      biz_no: bizNoField,
      sparePhone: contactPhoneField,
      id: orderIdField,
      cityName: lineString('城市名称').trim().max(40, '城市名称过长').optional(),
    }),
    response: applicationSubmittedSchema,
  },
  PERSON_TRANS_ACCT_T: {
    request: z.object({
      serviceId: buildPhoneField(ApplicationMessage.PERSONAL_PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, MOBILE_PHONE_PATTERN),
      returnUrl: returnUrlField,
      consent: consentField,
    }),
    response: identityStartResponseSchema,
  },
  CHECK_NAME: {
    request: z.object({
      biz_no: bizNoField,
      name: z.string({ error: ApplicationMessage.NAME_REQUIRED }).trim().min(1, ApplicationMessage.NAME_REQUIRED).pipe(personNameField),
      idCard: idCardField,
    }),
    response: z.object({ isMatched: z.literal(true) }),
  },
  PERSON_TRANS_ACCT_T_FORM: {
    request: z.object({ biz_no: bizNoField, sparePhone: contactPhoneField }),
    response: applicationSubmittedSchema,
  },
  APPLICATION_STATUS: {
    request: z.object({ kind: z.enum(REVIEWED_KINDS, { error: '申请类型无效' }) }),
    response: z.object({ application: applicationSummarySchema.nullable() }),
  },
} satisfies SchemaTable<typeof applicationsEndpoints>;
