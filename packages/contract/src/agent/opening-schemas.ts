import { z } from 'zod';
import { agreementTextSchema, agreementVersionField } from '../agreements/schemas.ts';
import { consentField, idNumberField, lineString, optionalText, personNameField, returnUrlField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { CONTACT_PHONE_PATTERN, MOBILE_PHONE_PATTERN } from '../validators.ts';
import { emptySchema, okSchema, recordNumberField, saleResourceIdField, serviceIdField } from './agent-field-schemas.ts';
import type { openingEndpoints } from './endpoints.ts';
import { AgentMessage, APPLY_EVENTS, CARD_LAST_DIGITS, RECHARGE_FLAGS, UPLOAD_MAX_DATA_URL_CHARS } from './rules.ts';

/** The full card number (ICCID), 19-20 characters. */
export const uimIdField = z
  .string({ error: '缺少卡号' })
  .trim()
  .min(1, '缺少卡号')
  .max(20, '卡号格式错误')
  .regex(/^[0-9A-Za-z]+$/, '卡号格式错误');

const bizIdField = z
  .string({ error: '缺少核验流水号' })
  .trim()
  .min(1, '缺少核验流水号')
  .max(64, '核验流水号无效')
  .regex(/^[\w-]+$/, '核验流水号无效');

/** A data URL of a PNG or JPEG image. */
export const imageField = z
  .string({ error: '缺少图片' })
  .min(1, '缺少图片')
  .max(UPLOAD_MAX_DATA_URL_CHARS, '图片过大，请重新拍摄')
  .regex(/^data:image\/(png|jpeg|jpg);base64,[A-Za-z0-9+/=]+$/, AgentMessage.IMAGE_INVALID);

/** An uploaded file's reference as signatureUpload/uploadCard answer it. */
const uploadReferenceField = z
  .string()
  .max(80, '上传文件标识无效')
  .regex(/^(|\/api\/gzh\/files\/[\w-]+)$/, '上传文件标识无效');

const flagField = z.enum(RECHARGE_FLAGS, { error: '支付状态无效' });

export const openCardRecordSchema = z.object({
  applyEvent: z.enum(APPLY_EVENTS),
  belongCode: z.string(),
  uimId: z.string(),
  dealerId: z.string(),
  dealerMainId: z.string(),
  cityCode: z.string(),
  serviceId: z.string(),
  resInstId: z.string(),
  uimResInstId: z.string(),
  prodOfferId: z.string(),
  prodOfferName: z.string(),
  ifCheckCard: z.number().int(),
  serviceKind: z.number().int(),
  acceptPerson: z.string(),
  recordNumber: z.string(),
  /** Opening fee in fen. */
  sumFee: z.number().int(),
  rechargeFlag: flagField,
  outTradeNo: z.string(),
  openCardLocation: z.number().int().min(0).max(4),
  netSignUrl: z.string(),
  TogetherUrl: z.string(),
  PayBackUrl: z.string(),
  sparePhone: z.string(),
});
export type OpenCardRecord = z.infer<typeof openCardRecordSchema>;

export const offerSchema = z.object({
  prodOfferId: z.string(),
  prodOfferName: z.string(),
  /** Fee in fen. */
  sumFee: z.number().int(),
  /** Sanitised HTML description. */
  prodofferdesc: z.string(),
  ifCheckCard: z.number().int(),
  workNo: z.string(),
  /** The system whose agents may open it (not in the spec: its permission list, now the catalogue's). */
  systemId: z.number().int(),
});
export type Offer = z.infer<typeof offerSchema>;

const identityCardSchema = z.object({
  success: z.boolean(),
  front: z.string(),
  back: z.string(),
  address: z.string(),
  confirmName: z.string(),
  confirmIdcardNumber: z.string(),
  message: z.string(),
});

const faceSchema = z.object({ success: z.boolean(), image: z.string(), message: z.string() });

const contactField = z
  .string()
  .trim()
  .max(11, AgentMessage.CONTACT_INVALID)
  .refine((value) => value === '' || CONTACT_PHONE_PATTERN.test(value) || MOBILE_PHONE_PATTERN.test(value), AgentMessage.CONTACT_INVALID)
  .optional();

export const openingSchemas = {
  SIM_OR_SERVICE_ID_QUERY: {
    request: z.object({ iccidOrServiceId: serviceIdField, sparePhone: contactField, type: z.coerce.number().int().optional() }),
    response: z.object({
      code: z.string(),
      cardNo: z.string(),
      phoneNum: z.string(),
      prodOfferId: z.string(),
      recordNumber: z.string(),
      /** City of the agent's address by the IP lookup chain, 360 when it fails. */
      cityCode: z.string(),
      cityName: z.string(),
    }),
  },
  QUERY_OPEN_CARD_LOCATION: {
    request: z.object({ uimId: uimIdField }),
    response: z.object({ record: openCardRecordSchema.nullable() }),
  },
  ADD_OPEN_CARD_LOCATION: {
    request: z.object({
      applyEvent: z.enum(APPLY_EVENTS, { error: '开户入口无效' }),
      uimId: uimIdField,
      serviceId: serviceIdField,
      /** Sent by the spec's client with the record; ignored: the server's IP lookup sets the city. */
      cityCode: z.string().trim().max(10, '地市编码无效').regex(/^\d*$/, '地市编码无效').optional(),
      prodOfferId: z.string({ error: '缺少套餐' }).trim().min(1, '缺少套餐').max(20, '套餐无效').regex(/^\w+$/, '套餐无效'),
      openCardLocation: z.number({ error: '开户步骤无效' }).int('开户步骤无效').min(1, '开户步骤无效').max(4, '开户步骤无效'),
      rechargeFlag: flagField.optional(),
      netSignUrl: uploadReferenceField.optional(),
      TogetherUrl: uploadReferenceField.optional(),
      PayBackUrl: returnUrlField.optional(),
      sparePhone: contactField,
    }),
    response: openCardRecordSchema,
  },
  DEL_OPEN_CARD_LOCATION: { request: z.object({ uimId: uimIdField }), response: okSchema },
  CHECK_ICCID: {
    request: z.object({
      serviceId: serviceIdField,
      iccid: lineString('卡号', '卡号不能为空').trim().min(CARD_LAST_DIGITS, AgentMessage.CARD_LENGTH_WRONG).max(20, AgentMessage.CARD_LENGTH_WRONG),
    }),
    response: okSchema,
  },
  CHECK_PHONE_VALID: {
    request: z.object({
      serviceId: serviceIdField,
      uimId: uimIdField,
      workNo: lineString('工号').max(32).optional(),
      appType: lineString('应用类型').max(10).optional(),
    }),
    response: z.object({ uimId: z.string(), serviceInstId: z.string(), uimInstId: z.string(), serviceKind: z.number().int() }),
  },
  CHANEL_CHECK: { request: z.object({ serviceId: serviceIdField, workNo: lineString('工号').max(32).optional() }), response: okSchema },
  APP_COMMON_CHECK: { request: z.object({ serviceId: serviceIdField, workNo: lineString('工号').max(32).optional() }), response: okSchema },
  CHECK_OFFER_NAME: {
    request: z.object({
      WorkNo: lineString('工号').max(32).optional(),
      serviceId: serviceIdField,
      iccId: lineString('卡号').max(20).optional(),
      /** 2: the number's default offer; 1: the changeable offers too. */
      type: z.coerce.number().int().min(1, '套餐查询类型无效').max(2, '套餐查询类型无效'),
      SystemId: z.coerce.number().int().optional(),
    }),
    response: z.object({ offer: offerSchema, list: z.array(offerSchema) }),
  },
  OPENING_AGREEMENT: { request: z.object({}), response: agreementTextSchema },
  SIGNATURE_UPLOAD: {
    request: z.object({ image: imageField, workNo: lineString('工号').max(32).optional(), uimId: uimIdField, agreementVersion: agreementVersionField }),
    response: z.object({ url: z.string() }),
  },
  UPLOAD_CARD: {
    request: z.object({ image: imageField, uimId: uimIdField, consent: consentField }),
    response: z.object({ url: z.string() }),
  },
  GET_URL: {
    request: z.object({ serviceId: serviceIdField, recordNumber: recordNumberField, returnUrl: returnUrlField, consent: consentField }),
    response: z.object({ token: z.string(), biz_no: z.string(), url: z.string() }),
  },
  GET_BOSS_URL: {
    request: z.object({ serviceId: serviceIdField, recordNumber: recordNumberField, returnUrl: returnUrlField, consent: consentField }),
    response: z.object({ token: z.string(), biz_no: z.string(), url: z.string() }),
  },
  GET_SIMPLE_OR_CARD_NUM: {
    request: z.object({
      bizId: bizIdField,
      token: lineString('核验令牌').max(128).optional(),
      uimId: uimIdField,
      serviceId: serviceIdField,
      workNo: lineString('工号').max(32).optional(),
      recordNumber: recordNumberField,
      cityName: lineString('城市名称').max(40).optional(),
    }),
    response: z.object({ cardNum: identityCardSchema, simple: faceSchema }),
  },
  DO_CHECK_IDENTITY_CODE_BY_WORK_NO: {
    request: z.object({ aceptPerson: lineString('受理人').max(32).optional(), identityCode: idNumberField }),
    response: okSchema,
  },
  QUERY_SIGN: {
    request: z.object({ serviceId: serviceIdField }),
    response: z.object({ sign: z.string(), timestamp: z.string() }),
  },
  DO_SUBMIT: {
    request: z.object({
      uimId: uimIdField,
      serviceId: serviceIdField,
      recordNumber: recordNumberField,
      bizId: bizIdField,
      systemId: z.coerce.number().int().optional(),
      identityKind: z.literal('1', { error: '证件类型无效' }),
      sign: lineString('签名', '缺少签名').min(1, '缺少签名').max(128, '签名无效'),
      timestamp: z.string({ error: '缺少时间戳' }).regex(/^\d{10,13}$/, '时间戳无效'),
      customerName: personNameField,
      identityCode: idNumberField,
      custAddress: optionalText('证件地址', 100),
      cardIndex: lineString('证件照片').max(80).optional(),
      cardOutdex: lineString('证件照片').max(80).optional(),
      custPhoto: lineString('现场照片').max(80).optional(),
    }),
    response: z.object({ code: z.literal(0), msg: z.string(), serviceId: z.string(), packageName: z.string() }),
  },
  GET_KEY: { request: emptySchema, response: z.object({ key: z.string() }) },
  GET_ONLINE_SALE_RESOURCE: {
    request: z.object({ id: saleResourceIdField }),
    response: z.object({ serviceId: z.string(), cardNo: z.string(), loginName: z.string(), workNo: z.string() }),
  },
  VNO_SCAN_LINK: {
    request: z.object({ id: saleResourceIdField }),
    response: z.object({ link: z.string(), image: z.string(), expiresAt: z.string() }),
  },
  GET_ONLINE_SALE_RESOURCE_ID_CARD: {
    request: z.object({ serviceId: serviceIdField, customerName: personNameField, identityCode: idNumberField }),
    response: okSchema,
  },
} satisfies SchemaTable<typeof openingEndpoints>;
