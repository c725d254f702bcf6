// Every SMS the operator sends is a template registered with the SMS provider under the operator's
// approved signature: one kind per one-time code purpose and one per notification. Each kind has
// its parameters and the text to register (zod-free). The sandbox renders the text; a real gateway
// sends the kind's template id with the parameters (see the README's Going live).
import { NOTIFICATION_TEMPLATES, type NotificationKind } from '../notifications/rules.ts';
import { SMS_CODE_TTL_SECONDS, SmsCodeType, type SmsCodeTypeValue } from './rules.ts';
import { fillTemplate } from './template-text.ts';

const codeText = (purpose: string) => `您正在${purpose}，验证码{code}，{minutes}分钟内有效。如非本人操作，请忽略本短信。`;

export const CODE_SMS_TEMPLATES = {
  bindCode: { params: ['code', 'minutes'], text: codeText('绑定手机号') },
  oldInvoiceCode: { params: ['code', 'minutes'], text: codeText('申请发票') },
  unbindCode: { params: ['code', 'minutes'], text: codeText('解除绑定') },
  passwordCode: { params: ['code', 'minutes'], text: codeText('修改服务密码') },
  packageChangeCode: { params: ['code', 'minutes'], text: codeText('变更套餐') },
  invoiceVerifyCode: { params: ['code', 'minutes'], text: codeText('发票验证') },
  numberServiceCode: { params: ['code', 'minutes'], text: codeText('办理停机保号或查询PUK码') },
  giftCode: { params: ['code', 'minutes'], text: codeText('转赠流量或话费') },
  usageDetailCode: { params: ['code', 'minutes'], text: codeText('查询通话和短信详单') },
  memberDeletionCode: { params: ['code', 'minutes'], text: codeText('删除会员信息') },
  personalInfoCopyCode: { params: ['code', 'minutes'], text: codeText('申请个人信息副本') },
} as const satisfies Record<string, { params: readonly string[]; text: string }>;

export type CodeSmsKind = keyof typeof CODE_SMS_TEMPLATES;

/** The template of each one-time code purpose. */
export const CODE_SMS_KIND: Record<SmsCodeTypeValue, CodeSmsKind> = {
  [SmsCodeType.BIND]: 'bindCode',
  [SmsCodeType.OLD_INVOICE]: 'oldInvoiceCode',
  [SmsCodeType.UNBIND]: 'unbindCode',
  [SmsCodeType.PASSWORD]: 'passwordCode',
  [SmsCodeType.PACKAGE_CHANGE]: 'packageChangeCode',
  [SmsCodeType.INVOICE_VERIFY]: 'invoiceVerifyCode',
  [SmsCodeType.NUMBER_SERVICE]: 'numberServiceCode',
  [SmsCodeType.GIFT]: 'giftCode',
  [SmsCodeType.USAGE_DETAIL]: 'usageDetailCode',
  [SmsCodeType.MEMBER_DELETION]: 'memberDeletionCode',
  [SmsCodeType.PERSONAL_INFO_COPY]: 'personalInfoCopyCode',
};

/** The parameters of a code SMS. */
export function codeSmsParams(code: string): { code: string; minutes: string } {
  return { code, minutes: String(SMS_CODE_TTL_SECONDS / 60) };
}

export const SMS_TEMPLATES: Record<SmsKind, { params: readonly string[]; text: string }> = { ...CODE_SMS_TEMPLATES, ...NOTIFICATION_TEMPLATES };

export type SmsKind = CodeSmsKind | NotificationKind;
export const SMS_KINDS = Object.keys(SMS_TEMPLATES) as SmsKind[];

export function isSmsKind(kind: string): kind is SmsKind {
  return Object.hasOwn(SMS_TEMPLATES, kind);
}

/** The text a kind's template shows with its parameters filled in, without the signature. */
export function renderSms(kind: SmsKind, params: Record<string, string>): string {
  return fillTemplate(SMS_TEMPLATES[kind].text, params);
}
