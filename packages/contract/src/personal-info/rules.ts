import { checkPattern, isEmail, type FieldCheck } from '../validators.ts';
import type { AuthTypeValue } from '../identity/rules.ts';

/** What each face check was for, as the personal-information centre lists them. */
export const AUTH_TYPE_LABELS: Record<AuthTypeValue, string> = {
  QUERY_PHONE: '查询名下号码',
  CALL_DIVERT: '开通呼叫转移',
  ACCOUNT_BIND: '绑定号码',
  CHANGE_CARD: '补换卡',
  SET_PASSWORD: '重置服务密码',
  UNSET_ACCONT: '销户',
  TRANS_ACCT_S: '过户（原机主）',
  TRANS_ACCT_T: '过户（新机主）',
  NEW_INVOICE_OCR: '发票证件识别',
  REAL_NAME: '实名补登记',
};

/** The kinds of material the member uploaded or gave, never their content. */
export const MATERIAL_LABELS = {
  signature: '电子签名',
  photo: '现场照片',
  bankDetails: '退费银行卡信息',
  businessLicenses: '营业执照照片',
  idCardFront: '身份证人像面照片',
  idCardBack: '身份证国徽面照片',
  invoicePhoto: '开票申请照片',
} as const;
export type MaterialKind = keyof typeof MATERIAL_LABELS;

export const IDENTITY_CHECK_STATUS_TEXT = { pending: '未完成', passed: '已通过', failed: '未通过' } as const;

/**
 * The member's own log (member_action_log): each action a member takes on their personal
 * information, in the words the centre and the console's 操作日志 show.
 */
export const MEMBER_ACTION_LABELS = {
  profileCorrected: '更正个人信息',
  copyRequested: '申请个人信息副本',
  copyMailed: '个人信息副本已发送至邮箱',
  copyDownloaded: '下载个人信息副本',
  deletionRequested: '申请删除会员信息',
  deletionDone: '会员信息已删除',
  deletionRefused: '删除申请未通过',
} as const;
export type MemberActionKind = keyof typeof MEMBER_ACTION_LABELS;

/** The longest nickname a member may give themselves (WeChat's own limit is 20 characters too). */
export const NICKNAME_MAX_LENGTH = 20;
export const CONTACT_EMAIL_MAX_LENGTH = 100;
/** How many of the member's own log lines the centre lists. */
export const MEMBER_ACTIONS_SHOWN = 100;

/** The fields a correction may change, as the logs name them. */
export const CORRECTED_FIELD_LABELS = { nickname: '昵称', contactEmail: '联系邮箱' } as const;

export const CorrectionMessage = {
  NICKNAME_REQUIRED: '请填写昵称',
  NICKNAME_TOO_LONG: `昵称不能超过${NICKNAME_MAX_LENGTH}个字符`,
  EMAIL_INVALID: '请输入正确的邮箱地址',
  NOTHING_CHANGED: '信息没有变化，无需更正',
} as const;

export const checkNickname: FieldCheck = checkPattern(
  CorrectionMessage.NICKNAME_REQUIRED,
  CorrectionMessage.NICKNAME_TOO_LONG,
  (value) => [...value].length <= NICKNAME_MAX_LENGTH,
);

/** The contact e-mail may be left empty (no address kept); when given it must be an address. */
export const checkContactEmail: FieldCheck = (value) => {
  const trimmed = value.trim();
  return trimmed === '' || (isEmail(trimmed) && trimmed.length <= CONTACT_EMAIL_MAX_LENGTH) ? null : CorrectionMessage.EMAIL_INVALID;
};

/**
 * Why a deletion of the member record waits for service staff: something in progress that the
 * deletion would orphan. Staff carry it out once the blocker is gone, or refuse it.
 */
export const DELETION_BLOCKER_TEXT = {
  applicationPending: '有业务申请正在审核',
  simReplacementPending: '有补换卡申请正在审核',
  invoicePending: '有发票申请正在处理',
  refundPending: '有退费尚未完成',
  debtOwed: '号码有未结清的欠款',
} as const;
export type DeletionBlocker = keyof typeof DELETION_BLOCKER_TEXT;

export const DELETION_STATUS_TEXT = { waiting: '等待客服处理', done: '已删除', refused: '未通过' } as const;
export type DeletionStatus = keyof typeof DELETION_STATUS_TEXT;

/** The longest reason staff give for refusing a deletion. */
export const DELETION_REFUSAL_MAX = 200;

/** What the member's record keeps and loses, by retention row: the page names each kept row's period. */
export const DELETION_KEPT_ROWS = ['bills', 'invoices', 'registration', 'applications', 'checkedIdentity', 'consents', 'memberActions'] as const;
export const DELETION_REMOVED_ROWS = ['memberProfile', 'bindings', 'memberSettings', 'memberSessions', 'unsubmittedFiles'] as const;

export const DeletionMessage = {
  ALREADY_WAITING: '您的删除申请正在等待客服处理',
  NOT_WAITING: '该申请已处理或不存在',
  MEMBER_GONE: '会员信息已删除',
  /** Deleting without a code is for a member holding no number; one holding a number confirms by its code. */
  NUMBER_HELD: '您已绑定号码，请使用验证码删除',
  REFUSAL_REQUIRED: '请填写驳回原因',
  REFUSAL_TOO_LONG: `驳回原因不能超过${DELETION_REFUSAL_MAX}个字`,
} as const;

/** Staff cannot carry out a deletion while a blocker remains; the refusal names each. */
export function stillBlockedMessage(blockers: readonly DeletionBlocker[]): string {
  return `仍有未完成的事项，暂不能删除：${blockers.map((blocker) => DELETION_BLOCKER_TEXT[blocker]).join('；')}`;
}
/** 获取副本: how the copy reaches the member (a mail to an address given, or one download on the page). */
export const CopyDelivery = { EMAIL: 'email', DOWNLOAD: 'download' } as const;
export type CopyDeliveryValue = (typeof CopyDelivery)[keyof typeof CopyDelivery];
export const COPY_DELIVERIES = Object.values(CopyDelivery) as [CopyDeliveryValue, ...CopyDeliveryValue[]];
export const COPY_DELIVERY_TEXT: Record<CopyDeliveryValue, string> = { email: '发送到邮箱', download: '下载链接' };

/** A copy's state as the list shows it; `failed` is a copy the job gave up on after its tries. */
export const COPY_STATE_TEXT = {
  preparing: '准备中',
  mailed: '已发送',
  downloadable: '可下载',
  downloaded: '已下载',
  expired: '已过期',
  failed: '生成失败',
} as const;
export type CopyState = keyof typeof COPY_STATE_TEXT;

/** A copy can be downloaded (and its address is kept) for 7 days after it was asked for. */
export const COPY_VALID_DAYS = 7;
export const COPY_EMAIL_MAX_LENGTH = 100;
/** The copies the list shows, newest first. */
export const COPIES_SHOWN = 20;

export const CopyMessage = {
  EMAIL_REQUIRED: '请输入邮箱',
  EMAIL_INVALID: '请输入正确的邮箱',
  DELIVERY_INVALID: '请选择获取方式',
  COPY_ID_INVALID: '副本编号错误',
  ONE_AT_A_TIME: '您已有一份个人信息副本正在准备中，请稍后再申请',
  NOT_DOWNLOADABLE: '该副本不可下载：副本只能下载一次，且在申请后7天内有效',
} as const;

export const checkCopyEmail: FieldCheck = checkPattern(
  CopyMessage.EMAIL_REQUIRED,
  CopyMessage.EMAIL_INVALID,
  (value) => value.length <= COPY_EMAIL_MAX_LENGTH && isEmail(value),
);
