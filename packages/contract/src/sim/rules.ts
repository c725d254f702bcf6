// SIM replacement (zod-free): the application form's messages and checks, the same on the phone and the server.
import { checkPattern, checkRequired, FieldMessage, isMobilePhone } from '../validators.ts';

export const SimMessage = {
  REASON_REQUIRED: '请填写补卡原因',
  PHONE_REQUIRED: '请填写补卡号码',
  PHONE_INVALID: FieldMessage.PHONE_INVALID,
  PASSWORD_REQUIRED: '请填写服务密码',
  /** The spec's one message for a missing receiver name, phone or address. */
  RECEIVER_REQUIRED: '请填写收货人相关信息',
  RECEIVER_PHONE_INVALID: '请输入正确的收货人手机号',
  NOT_OUR_NUMBER: '补卡号码不是本网号码',
  NOT_OWNERS_NUMBER: '补卡号码不在核验身份名下，只能为本人名下号码补卡',
  PENDING: '该号码已有补卡申请正在审核中，请勿重复提交',
} as const;

export const SimCheck = {
  REASON: checkRequired(SimMessage.REASON_REQUIRED),
  PHONE: checkPattern(SimMessage.PHONE_REQUIRED, SimMessage.PHONE_INVALID, isMobilePhone),
  PASSWORD: checkRequired(SimMessage.PASSWORD_REQUIRED),
  RECEIVER: checkRequired(SimMessage.RECEIVER_REQUIRED),
  RECEIVER_PHONE: checkPattern(SimMessage.RECEIVER_REQUIRED, SimMessage.RECEIVER_PHONE_INVALID, isMobilePhone),
} as const;
