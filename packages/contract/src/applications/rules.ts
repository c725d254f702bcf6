// Identity-gated applications (cancellation, number transfer out and in, real-name supplement):
// the spec's messages and limits, zod-free so the phone forms use the same words as the server.

import { DefaultMessage } from '../codes.ts';
import { formatYuan } from '../money.ts';
import { checkPattern, checkRequired, CONTACT_PHONE_PATTERN, FieldMessage, isMobilePhone, isTransferPhone, type FieldCheck } from '../validators.ts';

export const ApplicationMessage = {
  // Identity steps (toasts before the verification call).
  ID_CARD_REQUIRED: '请输入身份证信息',
  NAME_REQUIRED: FieldMessage.OWNER_NAME_REQUIRED,
  PHONE_REQUIRED: '请输入手机号',
  PHONE_INVALID: '请输入正确的手机号',
  BIND_FIRST: DefaultMessage.NOT_BOUND,
  WECHAT_PHONE_ONLY: '请在手机微信客户端打开',
  // Cancel form.
  CANCEL_REASON_REQUIRED: '请填写拆机原因',
  CANCEL_PHONE_REQUIRED: '请填写拆机号码',
  SERVICE_PASSWORD_REQUIRED: '请填写服务密码',
  SPARE_PHONE_INVALID: '请输入正确的备用手机号',
  REFUND_REQUIRED: '请选择是否退费',
  /** The spec says 请选择银行 here, but the field is the account holder's name and no bank is chosen (spec-conformance.md). */
  ACCOUNT_NAME_REQUIRED: '请填写开户人姓名',
  ACCOUNT_BANK_REQUIRED: '请填写开户行',
  BANK_CARD_REQUIRED: '请输入账号',
  BANK_CARD_INVALID: '请输入正确的银行卡号',
  ACCOUNT_NAME_MISMATCH: '开户人姓名须与机主姓名一致',
  CANCEL_LEAVE: '您确定退出销户申请吗',
  /** The failure overlay of /cancel when the check cannot be started. */
  CANCEL_START_FAILED: 'sorry，操作失败',
  CANCEL_PENDING: '您的销户申请正在审核中，请耐心等待',
  // Transfer initiation.
  TRANSFER_REASON_REQUIRED: '请填写过户原因',
  TRANSFER_PHONE_REQUIRED: '请填写过户号码',
  TRANSFER_OUT_LEAVE: '您确定退出过户发起申请吗',
  TRANSFER_OUT_PENDING: '该号码的过户申请正在审核中，请耐心等待',
  // Transfer receipt.
  TRANSFER_ORDER_REQUIRED: '请填写过户单号',
  TRANSFER_CODE_REQUIRED: '请填写过户验证码',
  AGREEMENT_NOT_READ: '请完整看完《入网协议》',
  AGREEMENT_NOT_AGREED: '请您阅读并同意《入网协议》',
  SIGNATURE_EMPTY: '电子签名不能为空',
  SIGNATURE_CONFIRMED: '签名已确认，继续进行提交',
  PHOTO_REQUIRED: '请拍摄身份证国徽面与SIM卡合照',
  PHOTO_MISSING: '请先上传身份证国徽面与SIM卡合照',
  AGREEMENT_NOT_SIGNED: '请先阅读并签署入网协议',
  AGREEMENT_LOAD_FAILED: '入网协议加载失败',
  CONTACT_PHONE_REQUIRED: '请填写联系号码',
  CONTACT_PHONE_INVALID: '请输入正确的联系手机号',
  TRANSFER_IN_LEAVE: '您确定退出过户接收申请吗',
  TRANSFER_IN_PENDING: '该号码的过户接收申请正在审核中，请耐心等待',
  TRANSFER_CODE_WRONG: '过户单号或验证码错误',
  TRANSFER_RECEIVED: '该过户单已被接收，验证码已失效',
  TRANSFER_EXPIRED: '过户验证码已过期，请联系过户发起人重新申请',
  TRANSFER_LOCKED: '验证码错误次数过多，请联系过户发起人重新申请',
  TRANSFER_REJECTED: '该过户申请未通过审核，无法接收',
  TRANSFER_OWN: '不能接收本人发起的过户',
  TRANSFER_OWN_NUMBER: '不能接收本人名下的号码',
  UPLOAD_CHECK_INVALID: '核验流水号无效，请重新发起过户接收',
  IMAGE_INVALID: '图片格式错误，请上传PNG或JPEG图片',
  IMAGE_TOO_LARGE: '图片不能超过1.5MB',
  SIGNATURE_MISSING: '请先完成电子签名',
  // Real-name supplement.
  LINK_PHONE_MISSING: '未获取手机号',
  LINK_ORDER_MISSING: '未获取到订单号，请重新进行扫码激活！',
  PERSONAL_PHONE_REQUIRED: '手机号不可为空',
  SUBMITTED: '资料提交成功!!',
  LINK_ORDER_EXPIRED: '该订单已过期，请联系客服重新获取链接',
  LINK_ORDER_UNKNOWN: '订单不存在，请重新扫码',
  LINK_ORDER_SUBMITTED: '该订单已提交实名资料，请勿重复提交',
  LINK_ORDER_MISMATCH: '订单与核验的号码不一致',
  NAME_ID_MISMATCH: '姓名或身份证号与登记信息不一致',
  NAME_CHECK_MISSING: '请先完成姓名和身份证号校验',
  REAL_NAME_PENDING: '该号码的实名补录申请正在审核中，请耐心等待',
  // Shared.
  IDENTITY_FAILED: '身份核验失败，请重试',
  NOT_OWN_NUMBER: '只能为当前绑定的手机号办理',
  NUMBER_UNAVAILABLE: '该号码不存在或已销户',
  IDENTITY_MISMATCH: '身份信息与机主登记信息不一致',
  CHECKED_NUMBER_MISMATCH: '号码与身份核验的号码不一致',
  UNKNOWN_RESPONSE: '提交数据异常',
} as const;

/** A number that owes money cannot be cancelled by its owner: the form and the server say how much (fen owed). */
export function describeCancelOwing(owedFen: number): string {
  return `您的号码欠费${formatYuan(owedFen)}元，请先缴清欠费后再申请销户`;
}

/** The review's pass of a cancellation whose number owes money at the decision (fen owed). */
export function describeCancelOwingAtReview(owedFen: number): string {
  return `该号码欠费${formatYuan(owedFen)}元，缴清欠费后才能通过销户`;
}

/** A real-name link that staff issue (/realNameLink?id=…) can be used until this long after issue, once. */
export const REAL_NAME_ORDER_TTL_SECONDS = 7 * 24 * 3600;

/** The placeholder order number of a real-name link opened without one. */
export const LINK_ORDER_PLACEHOLDER = 'noid';
/** A link order's id is 128 random bits in base64url (22 characters) or longer; shorter ids are never looked up. */
export const LINK_ORDER_ID_MIN_LENGTH = 22;

/** Refund choice of the cancel form: 1 no, 2 yes (0 unselected). */
export const RefundChoice = { UNSELECTED: 0, NO: 1, YES: 2 } as const;

export const ApplicationKind = {
  CANCEL: 'cancel',
  TRANSFER_OUT: 'transferOut',
  TRANSFER_IN: 'transferIn',
  REAL_NAME: 'realName',
} as const;
export type ApplicationKindValue = (typeof ApplicationKind)[keyof typeof ApplicationKind];
export const APPLICATION_KINDS = Object.values(ApplicationKind) as [ApplicationKindValue, ...ApplicationKindValue[]];

/** Kinds whose review outcome the audit pages show: the applications above and SIM replacement. */
export const SIM_REPLACEMENT_KIND = 'simReplacement';
export type ReviewedKindValue = ApplicationKindValue | typeof SIM_REPLACEMENT_KIND;
export const REVIEWED_KINDS = [...APPLICATION_KINDS, SIM_REPLACEMENT_KIND] as [ReviewedKindValue, ...ReviewedKindValue[]];

export const ApplicationStatus = { PENDING: 'pending', PASSED: 'passed', FAILED: 'failed' } as const;
export type ApplicationStatusValue = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

export const APPLICATION_STATUS_TEXT: Record<ApplicationStatusValue, string> = {
  pending: '待审核',
  passed: '审核通过',
  failed: '审核未通过',
};

/** The spec's fixed reason of the audit-fail pages, shown when review stored none. */
export const DEFAULT_FAIL_REASON = '身份证图片不清晰';

/** Bank card numbers: 12 to 19 digits. */
export const BANK_CARD_PATTERN = /^\d{12,19}$/;
/** Transfer order numbers and codes: letters and digits, compared case-insensitively. */
export const TRANSFER_ORDER_PATTERN = /^[A-Za-z0-9]{1,30}$/;
export const TRANSFER_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;
export const TRANSFER_CODE_TTL_SECONDS = 7 * 24 * 3600;
export const TRANSFER_CODE_MAX_WRONG_TRIES = 5;

/** The agreement counts as read when scrolled within this many pixels of its end. */
export const AGREEMENT_SCROLL_TOLERANCE_PX = 2;
export const SIGNATURE_WIDTH = 900;
export const SIGNATURE_HEIGHT = 400;
export const SIGNATURE_LINE_WIDTH = 6;
export const SIGNATURE_COLOR = '#000000';
/** What a transfer receiver uploads with their started check (UP_LOAD_CARD's fileKind). */
export const TransferFileKind = { SIGNATURE: 'signature', PHOTO: 'photo' } as const;
export type TransferFileKindValue = (typeof TransferFileKind)[keyof typeof TransferFileKind];
export const TRANSFER_FILE_KINDS = [TransferFileKind.SIGNATURE, TransferFileKind.PHOTO] as const;

/** Largest decoded upload (after the browser's compression). */
export const UPLOAD_MAX_BYTES = 1.5 * 1024 * 1024;

/** The application forms' field checks, in the spec's words (first refusal toasted, the server says the same). */
export const ApplicationCheck = {
  CANCEL_REASON: checkRequired(ApplicationMessage.CANCEL_REASON_REQUIRED),
  CANCEL_PHONE: checkPattern(ApplicationMessage.CANCEL_PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, isMobilePhone),
  TRANSFER_REASON: checkRequired(ApplicationMessage.TRANSFER_REASON_REQUIRED),
  TRANSFER_PHONE: checkPattern(ApplicationMessage.TRANSFER_PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, isTransferPhone),
  SERVICE_PASSWORD: checkRequired(ApplicationMessage.SERVICE_PASSWORD_REQUIRED),
  ACCOUNT_NAME: checkRequired(ApplicationMessage.ACCOUNT_NAME_REQUIRED),
  ACCOUNT_BANK: checkRequired(ApplicationMessage.ACCOUNT_BANK_REQUIRED),
  BANK_CARD: checkPattern(ApplicationMessage.BANK_CARD_REQUIRED, ApplicationMessage.BANK_CARD_INVALID, (value) => BANK_CARD_PATTERN.test(value)),
  SPARE_PHONE: checkPattern(ApplicationMessage.SPARE_PHONE_INVALID, ApplicationMessage.SPARE_PHONE_INVALID, isMobilePhone),
  CONTACT_PHONE: checkPattern(ApplicationMessage.CONTACT_PHONE_REQUIRED, ApplicationMessage.CONTACT_PHONE_INVALID, (value) =>
    CONTACT_PHONE_PATTERN.test(value),
  ),
  PERSONAL_PHONE: checkPattern(ApplicationMessage.PERSONAL_PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID, isMobilePhone),
  TRANSFER_ORDER: checkRequired(ApplicationMessage.TRANSFER_ORDER_REQUIRED),
  TRANSFER_CODE: checkRequired(ApplicationMessage.TRANSFER_CODE_REQUIRED),
  REFUND_CHOICE: (value: string) => (value === String(RefundChoice.NO) || value === String(RefundChoice.YES) ? null : ApplicationMessage.REFUND_REQUIRED),
} satisfies Record<string, FieldCheck>;
